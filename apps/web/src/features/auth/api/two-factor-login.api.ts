import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { trackEvent } from '../../../shared/analytics/track-event';
import { API_BASE } from '../../../shared/http/api-paths';
import { createRequest } from '../../../shared/http/request-builder';
import type { LoginResult } from './login.api';
import { SESSION_QUERY_KEY } from './session.api';

/** After a password (app code), a social sign-in (app code), or a password with e-mail confirmation on. */
export type SecondFactorVia = 'password' | 'social' | 'email';

/**
 * user/twoauth/ and socauth/twofactor/ (AUTH-05): the pending-login cookie the first step left plus the app
 * code give a session.
 */
const secondStep = (path: string) =>
  createRequest<{ data: LoginResult }>({
    url: `${API_BASE}/${path}`,
    method: 'POST',
    params: ['app_code'],
    rejectDuplicates: true,
    timeoutMs: PAGE_LOAD_WAIT_MS,
  });
const REQUESTS = { password: secondStep('user/twoauth/'), social: secondStep('socauth/twofactor/') };

/** ACC-21: the code the password step sent by e-mail, through account/login with auth_by_email. */
const emailCodeRequest = createRequest<{ data: LoginResult }>({
  url: `${API_BASE}/account/login`,
  method: 'POST',
  params: ['login', 'auth_by_email', 'confirm_code'],
  rejectDuplicates: true,
  timeoutMs: PAGE_LOAD_WAIT_MS,
});

export function useTwoFactorLogin(via: SecondFactorVia, login: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (via === 'email'
        ? await emailCodeRequest({ login, auth_by_email: true, confirm_code: code })
        : await REQUESTS[via]({ app_code: code })
      ).data,
    onSuccess: () => {
      trackEvent(ANALYTICS_EVENT.LOGIN_ALTERNATIVE, { s1: via === 'email' ? 'email-code' : `${via}-2fa` });
      return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
