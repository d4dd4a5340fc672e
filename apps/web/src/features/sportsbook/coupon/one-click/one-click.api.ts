import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE } from '../../../../shared/http/api-paths';
import { httpRequest } from '../../../../shared/http/http-client';
import type { CheckCf } from '../bet-slip-rules';

export interface OneClickSetting {
  enabled: boolean;
  /** The stored stake in the active currency (major units, text); null while off. */
  summ: string | null;
  checkCf: CheckCf;
}

const ONE_CLICK_KEY = ['bets', 'one-click'] as const;
const URL = `${API_BASE}/bets/one-click`;

/** GET /web-api/bets/one-click: the stored one-click stake and price policy. */
export function useOneClickSetting() {
  return useQuery({
    queryKey: ONE_CLICK_KEY,
    queryFn: async ({ signal }) => (await httpRequest<{ data: OneClickSetting }>({ url: URL, signal })).data,
  });
}

/**
 * PUT /web-api/bets/one-click: store a stake (one-click on) or switch one-click off. Switching off shows at
 * once (a price clicked meanwhile goes to the slip) and comes back if the server refuses.
 */
export function useSaveOneClick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { enabled: boolean; summ?: string; checkCf?: CheckCf }) =>
      (await httpRequest<{ data: OneClickSetting }>({ url: URL, method: 'PUT', body })).data,
    onMutate: (body) => {
      const before = queryClient.getQueryData<OneClickSetting>(ONE_CLICK_KEY);
      if (!body.enabled && before)
        queryClient.setQueryData(ONE_CLICK_KEY, { ...before, enabled: false, summ: null });
      return { before };
    },
    onError: (_error, _body, context) => queryClient.setQueryData(ONE_CLICK_KEY, context?.before),
    onSuccess: (setting) => queryClient.setQueryData(ONE_CLICK_KEY, setting),
  });
}
