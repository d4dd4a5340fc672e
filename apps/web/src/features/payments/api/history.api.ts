import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type {
  Paycheck,
  PaymentHistoryPage,
  PaymentSource,
  PaymentView,
} from '@sportsbook/core/payments/payment.schema';
import { useRefreshWallet, WALLET_KEY } from '../../wallet/api/balance.api';
import { paymentsCall } from './payments-http';

export type HistoryScope = 'main' | 'other';

const HISTORY_CALLS: Record<HistoryScope, string> = {
  main: 'officeapi/gethistorypaymentmainaccount',
  other: 'officeapi/gethistorypaymentvirtualaccount',
};

const nextPage = (last: PaymentHistoryPage) => (last.hasMore ? last.page + 1 : undefined);

/**
 * Payment history (PAY-09, PAY-10): the main account's or the other accounts', page by page; one source (a
 * method id from usePaymentSources) or every source when `source` is null.
 */
export function usePaymentHistory(
  scope: HistoryScope,
  includeArchive: boolean,
  source: string | null = null,
) {
  return useInfiniteQuery({
    queryKey: [...WALLET_KEY, 'history', scope, includeArchive, source],
    queryFn: ({ pageParam, signal }) =>
      paymentsCall<PaymentHistoryPage>(HISTORY_CALLS[scope], {
        body: {
          is_include_archive: includeArchive,
          page_number: pageParam,
          ...(source === null ? {} : { source_id: source }),
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The sources the history can be filtered by (gethistorypaymentsource). */
export function usePaymentSources() {
  return useQuery({
    queryKey: [...WALLET_KEY, 'history-sources'],
    queryFn: ({ signal }) =>
      paymentsCall<{ sources: PaymentSource[] }>('officeapi/gethistorypaymentsource', {
        method: 'GET',
        signal,
      }),
    select: (data) => data.sources,
    staleTime: Infinity,
  });
}

/** Payment requests (PAY-12): the player's withdrawals, the open ones alone when asked. */
export function usePaymentRequests(onlyOpen: boolean) {
  return useInfiniteQuery({
    queryKey: [...WALLET_KEY, 'requests', onlyOpen],
    queryFn: ({ pageParam, signal }) =>
      paymentsCall<PaymentHistoryPage>('officeapi/getpaymentrequests', {
        body: { page_number: pageParam, only_open: onlyOpen },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useCancelRequest() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: (id: number) =>
      paymentsCall<{ payment: PaymentView }>('officeapi/cancelpaymentrequest', { body: { request_id: id } }),
    onSuccess: refresh,
  });
}

/** The receipt of one payment (paycheck, PAY-12). */
export function usePaycheck(id: number | null) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'paycheck', id],
    queryFn: ({ signal }) =>
      paymentsCall<Paycheck>('officeapi/getpaycheck', { body: { payment_id: id }, signal }),
    enabled: id !== null,
  });
}
