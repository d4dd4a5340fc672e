import { QueryClient } from '@tanstack/react-query';
import { GENERIC_CACHE_MS } from '@sportsbook/core/constants/network-timing.constants';
import { isRetryable } from '../shared/http/retry';

const QUERY_RETRIES = 2;

/** Server state: cached 15 minutes unless a query says otherwise (HTTP-17); 403 and 422 are never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: GENERIC_CACHE_MS,
        gcTime: GENERIC_CACHE_MS,
        retry: (failureCount, error) => failureCount < QUERY_RETRIES && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}
