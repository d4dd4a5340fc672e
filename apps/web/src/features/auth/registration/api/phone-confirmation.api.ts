import { useMutation } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import type { PhoneValue } from '@sportsbook/core/validation/phone.rule';
import { API_BASE } from '../../../../shared/http/api-paths';
import { httpRequest } from '../../../../shared/http/http-client';

export interface CodeSent {
  code_length: number;
  expires_in: number;
  resend_in: number;
}

const post = async <T>(path: string, body: unknown) =>
  (
    await httpRequest<{ data: T }>({
      url: `${API_BASE}/registration/phone/${path}`,
      method: 'POST',
      body,
      timeoutMs: PAGE_LOAD_WAIT_MS,
    })
  ).data;

/** phone_reg: the code goes out by SMS (REG-26); the answer says how long it is and when to resend. */
export function useSendPhoneCode() {
  return useMutation({ mutationFn: (phone: PhoneValue) => post<CodeSent>('send-code', { phone }) });
}

export function useConfirmPhoneCode() {
  return useMutation({
    mutationFn: (input: { phone: PhoneValue; code: string }) =>
      post<{ confirmed: true }>('confirm', { phone: input.phone, phone_confirmation: input.code }),
  });
}
