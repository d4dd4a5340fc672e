import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';
import { useSession } from '../../auth/api/session.api';

/** Every query of the player's money starts with this key, so one invalidation refreshes them all. */
export const WALLET_KEY = ['wallet'] as const;
const BALANCE_REFRESH_MS = 30_000;

async function fetchAccounts(signal?: AbortSignal): Promise<WalletAccount[]> {
  const response = await httpRequest<{ data: { accounts: WalletAccount[] } }>({
    url: `${API_BASE}/user/balance`,
    method: 'POST',
    body: {},
    timeoutMs: PAGE_LOAD_WAIT_MS,
    signal,
  });
  return response.data.accounts;
}

export const balanceQuery = queryOptions({
  queryKey: [...WALLET_KEY, 'balance'],
  queryFn: ({ signal }) => fetchAccounts(signal),
  staleTime: 5_000,
  refetchInterval: BALANCE_REFRESH_MS,
});

/**
 * user/balance (PAY-01): the player's currency, bonus and points accounts; refreshed while the page is open.
 * Only asked for with a session: after a logout the header may still be on screen for a frame.
 */
export function useBalance(enabled = true) {
  const { isAuthenticated } = useSession();
  return useQuery({ ...balanceQuery, enabled: enabled && isAuthenticated });
}

/** Refreshes balances and every payment list after money moved. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: WALLET_KEY });
}

/** user/setactiveaccount (PAY-02): the header follows the chosen account at once. */
export function useSetActiveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) =>
      httpRequest<{ data: { account: WalletAccount } }>({
        url: `${API_BASE}/user/setactiveaccount`,
        method: 'POST',
        body: { account_id: accountId },
        timeoutMs: PAGE_LOAD_WAIT_MS,
      }),
    onSuccess: (_answer, accountId) => {
      queryClient.setQueryData(balanceQuery.queryKey, (accounts) =>
        accounts?.map((account) =>
          account.type === 'real' ? { ...account, isActive: account.id === accountId } : account,
        ),
      );
      return queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    },
  });
}
