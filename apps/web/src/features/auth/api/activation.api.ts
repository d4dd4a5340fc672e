import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';
import { SESSION_QUERY_KEY } from './session.api';

/** What the activation letter carries besides its link, and how long it is (one-time codes are six digits). */
export const ACTIVATION_CODE_LENGTH = 6;

/** user/repeatActivationPopup: whether to remind the player now (the server remembers that it did, for a day). */
export async function askRepeatActivation(): Promise<{ show: boolean; email: string | null }> {
  const answer = await httpRequest<{ data: { show: boolean; email: string | null } }>({
    url: `${API_BASE}/user/repeatActivationPopup`,
    method: 'POST',
    body: {},
    timeoutMs: PAGE_LOAD_WAIT_MS,
  });
  return answer.data;
}

/**
 * activatefast (AUTH-09): the code of the activation letter with its address, for a player who reads the
 * letter where the link would not help (another device). Everything that shows the address's state reloads.
 */
export function useActivateByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; confirm_code: string }) =>
      httpRequest<{ data: { activated: boolean } }>({
        url: `${API_BASE}/api/internal/v1/user/activatefast`,
        method: 'POST',
        body: input,
        timeoutMs: PAGE_LOAD_WAIT_MS,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['office'] }),
      ]),
  });
}
