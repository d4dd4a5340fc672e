import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BetOrderView } from '@sportsbook/core/betting/bet-view.schema';
import { livebetCall } from '../../sportsbook/coupon/api/coupon.api';
import { WALLET_KEY } from '../../wallet/api/balance.api';
import { BETS_KEY } from './bets.api';
import { betsRequest } from './bets-request';

const ORDERS_KEY = [...BETS_KEY, 'orders'] as const;
/** A waiting auto bet is placed or released by the server when prices move: the list is re-asked meanwhile. */
const WAITING_REFRESH_MS = 15_000;

/** GET /web-api/bets/auto: the player's auto bets, waiting for their price or already decided. */
export function useAutoBets() {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'auto'],
    queryFn: ({ signal }) =>
      betsRequest<{ orders: BetOrderView[] }>('auto', undefined, signal).then((data) => data.orders),
    refetchInterval: (query) =>
      query.state.data?.some((order) => order.status === 'waiting') ? WAITING_REFRESH_MS : false,
  });
}

/** GET /web-api/bets/manager: the player's VIP bet requests and the operator's decisions on them. */
export function useManagerBets() {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'manager'],
    queryFn: ({ signal }) =>
      betsRequest<{ bids: BetOrderView[] }>('manager', undefined, signal).then((data) => data.bids),
  });
}

/** CancelAutoBet: the order stops waiting and its held stake goes back to the balance. */
export function useCancelAutoBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      livebetCall<{ Id: number; Status: string; Balance: number }>('Secure/CancelAutoBet', { Id: id }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
      ]),
  });
}
