import { useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import type { ConversionQuote } from '@sportsbook/core/payments/payment.schema';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';
import { useRefreshWallet, WALLET_KEY } from './balance.api';

export interface OfferedCurrency {
  id: number;
  code: string;
  symbol: string;
  name: string;
  decimals: number;
  isCrypto: boolean;
}

async function post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await httpRequest<{ data: T }>({
    url: `${API_BASE}/${path}`,
    method: 'POST',
    body,
    timeoutMs: PAGE_LOAD_WAIT_MS,
    signal,
  });
  return response.data;
}

/** The currencies a new account may be opened in. */
export function useOfferedCurrencies() {
  return useQuery({
    queryKey: [...WALLET_KEY, 'currencies'],
    queryFn: async ({ signal }) =>
      (
        await httpRequest<{ data: { currencies: OfferedCurrency[] } }>({
          url: `${API_BASE}/payments/currencies`,
          timeoutMs: PAGE_LOAD_WAIT_MS,
          signal,
        })
      ).data.currencies,
    staleTime: 10 * 60_000,
  });
}

/** createCurrencyAccount (PAY-03). */
export function useCreateAccount() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: (currencyId: number) => post('officeapi/createCurrencyAccount', { currency_id: currencyId }),
    onSuccess: refresh,
  });
}

/** deleteCurrencyAccount (PAY-03): only an empty account that is neither main nor active. */
export function useDeleteAccount() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: (accountId: number) => post('officeapi/deleteCurrencyAccount', { account_id: accountId }),
    onSuccess: refresh,
  });
}

export interface ConvertRequest {
  from_account_id: number;
  to_account_id: number;
  amount: string;
}

/** What converting gives at the operator's rates, asked while the player types. */
export function useConvertQuote(request: ConvertRequest | null) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'quote', request],
    queryFn: ({ signal }) => post<ConversionQuote>('officeapi/getconvertquote', request, signal),
    enabled: request !== null,
    retry: false,
    staleTime: 30_000,
  });
}

/** convertaccount (PAY-14): once per `rand`, so a double click converts once. */
export function useConvert() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: (request: ConvertRequest & { rand: string }) =>
      post<{ quote: ConversionQuote; transactionId: number }>('officeapi/convertaccount', request),
    onSuccess: refresh,
  });
}
