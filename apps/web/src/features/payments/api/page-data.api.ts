import { useQuery } from '@tanstack/react-query';
import type { PaymentPageData } from '@sportsbook/core/payments/payment.schema';
import { WALLET_KEY } from '../../wallet/api/balance.api';
import { paymentsCall } from './payments-http';

export type Direction = 'deposit' | 'withdrawal';

const CALLS: Record<Direction, string> = {
  deposit: 'officeapi/getrechargedata',
  withdrawal: 'officeapi/getdeducedata',
};

/**
 * getrechargedata / getdeducedata (PAY-07, PAY-08): methods with their bounds, a fresh `rand` for the next
 * request, needVerify and blocked. Asked again after each payment, so every request gets a rand of its own.
 */
export function usePaymentPageData(direction: Direction) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'page', direction],
    queryFn: ({ signal }) => paymentsCall<PaymentPageData>(CALLS[direction], { method: 'GET', signal }),
    staleTime: Infinity,
    retry: false,
  });
}
