import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { trackEvent } from '../../../shared/analytics/track-event';
import { API_BASE } from '../../../shared/http/api-paths';
import { useCaptchaProvider } from '../../../shared/captcha/use-captcha-provider';
import { withCaptcha } from '../../../shared/captcha/with-captcha';
import { createRequest } from '../../../shared/http/request-builder';
import { SESSION_QUERY_KEY } from './session.api';

export interface LoginInput {
  login: string;
  password: string;
  remember_auth: boolean;
}

/** Who logged in, and the route the configuration sends them to after login (null: stay). */
export interface LoginResult {
  userId: number;
  login: string;
  redirectTo?: string | null;
}

/** With two-factor on, the password step only opens the code step (AUTH-05); no session exists yet. */
export interface TwoFactorRequired {
  twoFactorRequired: true;
}

/** With login confirmation by e-mail on (ACC-21), the password step sends a code to the player's e-mail. */
export interface EmailCodeRequired {
  auth_by_email: true;
  code_length: number;
}

export type LoginAnswer = LoginResult | TwoFactorRequired | EmailCodeRequired;

/** The step a password answer still asks for: the app code, the e-mail code, or none (logged in). */
export function secondStepOf(answer: LoginAnswer): 'password' | 'email' | null {
  if ('twoFactorRequired' in answer && answer.twoFactorRequired) return 'password';
  if ('auth_by_email' in answer && answer.auth_by_email) return 'email';
  return null;
}

interface LoginResponse {
  data: LoginAnswer;
}

/** Password login; the server answers with a session cookie. A double submit is refused, not sent twice. */
const loginRequest = createRequest<LoginResponse>({
  url: `${API_BASE}/user/auth`,
  method: 'POST',
  params: ['login', 'password', 'remember_auth'],
  rejectDuplicates: true,
  timeoutMs: PAGE_LOAD_WAIT_MS,
});

/** After repeated failures from an address the server asks for a captcha; the login then sends its token. */
export function useLogin() {
  const queryClient = useQueryClient();
  const captcha = useCaptchaProvider();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      withCaptcha(captcha, 'login', (headers) => loginRequest({ ...input }, { headers })),
    onSuccess: ({ data }) => {
      if (secondStepOf(data) === null) trackEvent(ANALYTICS_EVENT.LOGIN);
      return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
