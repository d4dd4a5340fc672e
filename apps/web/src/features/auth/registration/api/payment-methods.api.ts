import { useQuery } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import type { OfferedMethod } from '@sportsbook/core/payments/payment-method';
import { API_BASE } from '../../../../shared/http/api-paths';
import { httpRequest } from '../../../../shared/http/http-client';

/**
 * The deposit methods offered where the visitor is, for the logos under the registration form (REG-40). Only
 * decoration: a failure is logged and shows none.
 */
async function fetchOfferedMethods(signal: AbortSignal): Promise<OfferedMethod[]> {
  try {
    const response = await httpRequest<{ data: { methods: OfferedMethod[] } }>({
      url: `${API_BASE}/payments/methods`,
      timeoutMs: PAGE_LOAD_WAIT_MS,
      signal,
    });
    return response.data.methods;
  } catch (error) {
    console.error('error load payment methods', error);
    return [];
  }
}

export function useOfferedMethods(enabled: boolean) {
  return useQuery({
    queryKey: ['registration', 'payment-methods'],
    queryFn: ({ signal }) => fetchOfferedMethods(signal),
    staleTime: 15 * 60_000,
    enabled,
  });
}
