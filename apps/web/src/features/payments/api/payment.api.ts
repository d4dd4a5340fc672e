import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { isOpenStatus } from '@sportsbook/core/payments/payment-status';
import type { PaymentView } from '@sportsbook/core/payments/payment.schema';
import { trackEvent } from '../../../shared/analytics/track-event';
import { useRefreshWallet, WALLET_KEY } from '../../wallet/api/balance.api';
import { reportCreditedDeposit } from './deposit-analytics';
import { paymentsCall } from './payments-http';

const POLL_MS = 1_500;

export interface DepositRequest {
  rand: string;
  method_id: string;
  amount: string;
  account_id: number;
  display: 'window' | 'frame';
}

export interface WithdrawalRequest {
  rand: string;
  method_id: string;
  amount: string;
  account_id: number;
  destination: string;
}

/** Starts a deposit: the answer's redirectUrl is the provider's payment page. */
export function useStartDeposit() {
  return useMutation({
    mutationFn: (request: DepositRequest) =>
      paymentsCall<{ payment: PaymentView; redirectUrl: string }>('payments/deposits', { body: request }),
    onSuccess: ({ payment }) =>
      trackEvent(ANALYTICS_EVENT.DEPOSIT_CALL, {
        s1: payment.methodId,
        s2: payment.currency,
        f1: Number(payment.amount),
      }),
  });
}

/** Requests a withdrawal: the amount is held at once. */
export function useRequestWithdrawal() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: (request: WithdrawalRequest) =>
      paymentsCall<{ payment: PaymentView }>('payments/withdrawals', { body: request }),
    onSuccess: refresh,
  });
}

/**
 * One payment, asked again every 1.5 s while it is under way (the provider's page, a payout); once it settles
 * the balances and lists are refreshed.
 */
export function usePaymentStatus(id: number | null) {
  const queryClient = useQueryClient();
  // Everything of the wallet but the payments' own status queries, which would otherwise refresh themselves.
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: WALLET_KEY,
      predicate: (query) => query.queryKey[1] !== 'payment',
    });
  return useQuery({
    queryKey: [...WALLET_KEY, 'payment', id],
    queryFn: async ({ signal }) => {
      const answer = await paymentsCall<{ payment: PaymentView; firstDeposit?: boolean }>(
        `payments/status/${id}`,
        {
          method: 'GET',
          signal,
        },
      );
      const { payment } = answer;
      if (!isOpenStatus(payment.status)) void refresh();
      reportCreditedDeposit(answer);
      return payment;
    },
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && !isOpenStatus(query.state.data.status) ? false : POLL_MS,
  });
}
