import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE } from '../../../shared/http/api-paths';
import { createRequest } from '../../../shared/http/request-builder';
import { GUEST_SESSION, SESSION_QUERY_KEY } from './session.api';

const logoutRequest = createRequest<unknown>({
  url: `${API_BASE}/user/disconnect`,
  method: 'POST',
  rejectDuplicates: true,
});

/** Ends the session server-side; afterwards nothing cached for the player may remain on screen. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logoutRequest(),
    onSuccess: () => {
      // Guest first: queries of the player that are still on screen then stop asking for the player's data.
      queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== 'site-config' && query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
    },
  });
}
