import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { trackEvent } from '../../../shared/analytics/track-event';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';
import type { LoginResult } from './login.api';
import { SESSION_QUERY_KEY } from './session.api';

/** The frame-embedded login (AUTH-07): a partner page opens us with a one-time xframe_token. */
export function useFrameAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (
        await httpRequest<{ data: LoginResult }>({
          url: `${API_BASE}/user/xframe-auth`,
          method: 'POST',
          body: { xframe_token: token },
          timeoutMs: PAGE_LOAD_WAIT_MS,
        })
      ).data,
    onSuccess: () => {
      trackEvent(ANALYTICS_EVENT.LOGIN_ALTERNATIVE, { s1: 'frame' });
      return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
