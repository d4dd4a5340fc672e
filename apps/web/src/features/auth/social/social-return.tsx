import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { errorKey } from '../../../shared/http/error-mapping';
import { useModalStore } from '../../../shared/ui/modal/modal.store';
import { notify } from '../../../shared/ui/notification/notification.store';

export const SOCIAL_RETURN_PARAMS = ['social_error', 'social_two_factor'] as const;

/**
 * Back from a social provider (oauth/auth redirects here): a refusal is told in a notification, a player
 * with two-factor on gets the code step. The markers then leave the address, so a reload repeats nothing.
 */
export function SocialReturn() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const openModal = useModalStore((state) => state.openModal);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('social_error');
    const secondFactor = params.get('social_two_factor') === '1';
    if (!code && !secondFactor) return;
    if (code) {
      const key = errorKey(code);
      notify({ type: 'error', title: t(i18n.exists(key) ? key : 'errors.SOCIAL_LOGIN_INVALID') });
    }
    if (secondFactor) openModal('login', { socialSecondFactor: true });
    for (const name of SOCIAL_RETURN_PARAMS) params.delete(name);
    const search = params.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
  }, [location.search, location.pathname, navigate, openModal, t, i18n]);

  return null;
}
