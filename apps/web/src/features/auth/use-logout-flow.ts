import { useCallback } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { toUserError } from '../../shared/http/error-mapping';
import { useLang } from '../../shared/i18n/use-lang';
import { notify } from '../../shared/ui/notification/notification.store';
import { useLogout } from './api/logout.api';

/**
 * Logs out, then shows the home page as a guest (an account page would only ask for login again). The
 * notice says why when it was not the player's own click (auto logoff).
 */
export function useLogoutFlow() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = useLang();
  const { mutate } = useLogout();
  return useCallback(
    (notice: { title: string; text?: string } = { title: t('auth.logout.done') }) => {
      mutate(undefined, {
        onSuccess: () => {
          navigate(`/${lang}/`, { replace: true });
          notify({ type: 'info', ...notice });
        },
        onError: (error) => {
          const failure = toUserError(error, (key) => i18n.exists(key));
          notify({
            type: 'error',
            title: t('auth.logout.failed'),
            text: failure.text ?? t(failure.messageKey),
          });
        },
      });
    },
    [mutate, navigate, lang, t, i18n],
  );
}
