import { useMutation } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';
import { officeCall } from '../office-request';

/** sendadminrequest (ACC-24): the name and address to answer, and what it is about. */
export function useAdminRequest() {
  return useMutation({
    mutationFn: (input: { userName: string; email: string; text: string }) =>
      officeCall<{ id: number }>('sendadminrequest', input),
  });
}

/** shareidea (ACC-28, designed). */
export function useShareIdea() {
  return useMutation({
    mutationFn: (input: { text: string; topic?: string }) => officeCall<{ id: number }>('shareidea', input),
  });
}

/** The blocked-account appeal (ACC-29): sent by a guest, naming the account by its login. */
export function useBlockAppeal() {
  return useMutation({
    mutationFn: (input: { login: string; email: string; text: string }) =>
      httpRequest<{ data: { received: true } }>({
        url: `${API_BASE}/account/block-appeal`,
        method: 'POST',
        body: input,
        timeoutMs: PAGE_LOAD_WAIT_MS,
      }),
  });
}
