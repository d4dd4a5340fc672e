import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { notify } from '../../shared/ui/notification/notification.store';
import { RETURN_URL_PARAM, takeReturnUrl } from './return-url';

/** After login: back to the page that asked for it (return-url), else stay where the player is. */
export function useCompleteLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useLang();
  return useCallback(
    (login: string) => {
      notify({ type: 'success', title: t('auth.login.welcome', { login }) });
      const target = takeReturnUrl(location.search);
      if (target) {
        navigate(target, { replace: true });
      } else if (location.pathname === `/${lang}/login`) {
        navigate(`/${lang}/`, { replace: true });
      } else if (new URLSearchParams(location.search).has(RETURN_URL_PARAM)) {
        navigate(location.pathname, { replace: true });
      }
    },
    [t, navigate, location.search, location.pathname, lang],
  );
}
