import { useMutation, useQuery } from '@tanstack/react-query';
import type { PayAndPlayOptions, PayAndPlayOutcome } from '@sportsbook/core/payments/pay-and-play';
import { paymentsCall } from '../api/payments-http';

export interface PayAndPlayStart {
  method_id: string;
  amount: string;
  currency_id: number;
  lng: string;
}

/** The methods that open an account with the deposit, where the visitor is, with the currencies they take. */
export function usePayAndPlayOptions(lang: string) {
  return useQuery({
    queryKey: ['pay-and-play', 'options', lang],
    queryFn: ({ signal }) =>
      paymentsCall<PayAndPlayOptions>(`payments/pay-and-play/options?lng=${encodeURIComponent(lang)}`, {
        method: 'GET',
        signal,
      }),
  });
}

/** Starts the deposit; the answer's redirectUrl is the provider's page, the claim cookie stays in the browser. */
export function useStartPayAndPlay() {
  return useMutation({
    mutationFn: (request: PayAndPlayStart) =>
      paymentsCall<{ startId: number; redirectUrl: string }>('payments/pay-and-play', { body: request }),
  });
}

/** How the start ended; the first answer after the account was made logs this browser in. */
export function claimPayAndPlay(startId: number): Promise<PayAndPlayOutcome> {
  return paymentsCall<PayAndPlayOutcome>('payments/pay-and-play/claim', { body: { start_id: startId } });
}
