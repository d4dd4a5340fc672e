import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useModalStore } from '../../shared/ui/modal/modal.store';
import { useSession } from './api/session.api';
import { RETURN_URL_PARAM, takeReturnUrl } from './return-url';

/**
 * A URL carrying return-url means a page asked for login: a guest gets the login modal; a player who is
 * already logged in (in another tab, say) goes straight back.
 */
export function useLoginPrompt(): void {
  const { isAuthenticated } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const openModal = useModalStore((state) => state.openModal);
  const wanted = new URLSearchParams(search).has(RETURN_URL_PARAM);

  useEffect(() => {
    if (!wanted) return;
    if (!isAuthenticated) {
      openModal('login');
      return;
    }
    const target = takeReturnUrl(search);
    if (target) navigate(target, { replace: true });
  }, [wanted, isAuthenticated, search, navigate, openModal]);
}
