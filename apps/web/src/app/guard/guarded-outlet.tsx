import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../../features/auth/api/session.api';
import { loginRedirectTarget } from '../../features/auth/return-url';
import { useLang } from '../../shared/i18n/use-lang';
import { useSiteConfig } from '../../shared/site-config/site-config.api';
import { notify } from '../../shared/ui/notification/notification.store';
import { NotFoundPage } from '../pages/not-found-page';
import { routeTitleKey, useRouteMeta } from '../routes/use-route-meta';
import { evaluateRouteAccess } from './route-access';
import { useGuardSettings } from './use-guard-settings';

/** A guest on a page that needs login goes home with the page kept as return-url; the login modal opens. */
function RequireLogin({ home, returnUrl }: { home: string; returnUrl: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    notify({ type: 'info', title: t('auth.required.title'), text: t('auth.required.text') });
    navigate(loginRedirectTarget(home, returnUrl), { replace: true });
  }, [home, returnUrl, navigate, t]);
  return null;
}

function useDocumentTitle(titleKey: string | undefined): void {
  const { t } = useTranslation();
  const { global } = useSiteConfig();
  const title = titleKey ? `${t(titleKey)} | ${global.name}` : global.name;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Renders the matched page only if the route guard lets this visitor see it (UI-02..UI-06). */
export function GuardedOutlet() {
  const meta = useRouteMeta();
  const lang = useLang();
  const params = useParams();
  const location = useLocation();
  const { isAuthenticated } = useSession();
  const config = useSiteConfig();
  const settings = useGuardSettings();
  useDocumentTitle(meta ? routeTitleKey(meta, params) : undefined);
  if (!meta) return <Outlet />;

  const home = `/${lang}/`;
  const access = evaluateRouteAccess(meta, {
    lang,
    isAuthenticated,
    settings,
    notFoundPaths: config.other.notFoundPaths,
    path: location.pathname.slice(lang.length + 1) || '/',
    params,
  });
  switch (access.kind) {
    case 'allow':
      return <Outlet />;
    case 'not-found':
      return <NotFoundPage />;
    case 'redirect-not-found':
      return <Navigate to={`/${lang}/not-found`} replace />;
    case 'redirect-home':
      return <Navigate to={home} replace />;
    case 'login':
      return <RequireLogin home={home} returnUrl={`${location.pathname}${location.search}`} />;
  }
}
