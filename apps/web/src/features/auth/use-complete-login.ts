import { useCallback } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { notify } from '../../shared/ui/notification/notification.store';
import type { LoginResult } from './api/login.api';
import { loadUserConfig } from './api/user-config.api';
import { RETURN_URL_PARAM, takeReturnUrl } from './return-url';

/**
 * After login (AUTH-12): back to the page that asked for it (return-url), else to the route the configuration
 * names for after login, else stay where the player is.
 */
export function useCompleteLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useLang();
  return useCallback(
    ({ login, redirectTo }: LoginResult) => {
      notify({ type: 'success', title: t('auth.login.welcome', { login }) });
      void loadUserConfig();
      const target = takeReturnUrl(location.search);
      if (target) {
        navigate(target, { replace: true });
      } else if (redirectTo) {
        navigate(redirectTo, { replace: true });
      } else if (location.pathname === `/${lang}/login`) {
        navigate(`/${lang}/`, { replace: true });
      } else if (new URLSearchParams(location.search).has(RETURN_URL_PARAM)) {
        navigate(location.pathname, { replace: true });
      }
    },
    [t, navigate, location.search, location.pathname, lang],
  );
}
