import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { trackEvent } from '../../../shared/analytics/track-event';
import { API_BASE } from '../../../shared/http/api-paths';
import { createRequest } from '../../../shared/http/request-builder';
import type { LoginResult } from './login.api';
import { SESSION_QUERY_KEY } from './session.api';

export interface SmsCodeSent {
  code_length: number;
  expires_in: number;
  resend_in: number;
}

const sendCodeRequest = createRequest<{ data: SmsCodeSent }>({
  url: `${API_BASE}/sms-auth/send-code`,
  method: 'POST',
  params: ['phone_number'],
  rejectDuplicates: true,
  timeoutMs: PAGE_LOAD_WAIT_MS,
});

const checkCodeRequest = createRequest<{ data: LoginResult }>({
  url: `${API_BASE}/sms-auth/check-code`,
  method: 'POST',
  params: ['phone_number', 'sms_code', 'remember_auth'],
  rejectDuplicates: true,
  timeoutMs: PAGE_LOAD_WAIT_MS,
});

/** SMS login, step one (AUTH-04): a code to the account's phone; the answer is the same for any number. */
export function useSendSmsCode() {
  return useMutation({
    mutationFn: async (phoneNumber: string) => (await sendCodeRequest({ phone_number: phoneNumber })).data,
  });
}

/** Step two: the code logs the player in. */
export function useCheckSmsCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { phone_number: string; sms_code: string; remember_auth: boolean }) =>
      (await checkCodeRequest(input)).data,
    onSuccess: () => {
      trackEvent(ANALYTICS_EVENT.LOGIN_ALTERNATIVE, { s1: 'sms' });
      return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
