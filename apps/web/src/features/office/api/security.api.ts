import { useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';
import { officeCall } from '../office-request';

/** user/secure (ACC-22): the account's security at a glance. */
export interface SecureOverview {
  emailConfirmed: boolean;
  phoneConfirmed: boolean;
  twoFactorEnabled: boolean;
  hasSecurityQuestion: boolean;
  disableAuthByEmail: boolean;
  passwordChangedAt: string | null;
  activeSessions: number;
  lastLogins: { at: string; ip: string | null; loginKind: string | null }[];
}

export function useSecureOverview() {
  return useQuery({
    queryKey: ['office', 'secure'],
    queryFn: async ({ signal }) =>
      (
        await httpRequest<{ data: SecureOverview }>({
          url: `${API_BASE}/user/secure`,
          method: 'POST',
          body: {},
          timeoutMs: PAGE_LOAD_WAIT_MS,
          signal,
        })
      ).data,
  });
}

/** getnewpincode (ACC-25): a PIN that proves to support who is calling. */
export function useSupportPin() {
  return useMutation({ mutationFn: () => officeCall<{ pin: string; expiresAt: string }>('getnewpincode') });
}

/** user/sendActivationMail: the activation letter again, or to a new address (the e-mail change page). */
export function useSendActivationMail() {
  return useMutation({
    mutationFn: (input: { email?: string } | void) =>
      httpRequest<{ data: { sent: boolean } }>({
        url: `${API_BASE}/user/sendActivationMail`,
        method: 'POST',
        body: input ?? {},
        timeoutMs: PAGE_LOAD_WAIT_MS,
      }),
  });
}
