import { useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';
import { toBase64 } from '../../../shared/text/base64';

const RESET_URL = `${API_BASE}/api/internal/v1/user/passwordreset`;

/** Asks for a reset link by e-mail (AUTH-08); the answer is the same whether the address is known or not. */
export function useRequestReset() {
  return useMutation({
    mutationFn: (email: string) =>
      httpRequest<unknown>({ url: RESET_URL, method: 'POST', body: { email }, timeoutMs: PAGE_LOAD_WAIT_MS }),
  });
}

/** Whether the link's token still works, before the new password is asked for. */
export function useResetLink(token: string) {
  return useQuery({
    queryKey: ['password-reset', token],
    queryFn: ({ signal }) =>
      httpRequest<unknown>({ url: RESET_URL, query: { token }, timeoutMs: PAGE_LOAD_WAIT_MS, signal }),
    retry: false,
    staleTime: Infinity,
  });
}

/** Sets the new password with the link's token; the link then stops working. */
export function useSetNewPassword(token: string) {
  return useMutation({
    mutationFn: (input: { password: string; confirmation: string }) =>
      httpRequest<unknown>({
        url: RESET_URL,
        method: 'POST',
        body: {
          token,
          password: toBase64(input.password),
          password_confirmation: toBase64(input.confirmation),
        },
        timeoutMs: PAGE_LOAD_WAIT_MS,
      }),
  });
}
