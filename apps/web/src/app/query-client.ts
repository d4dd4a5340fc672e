import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { GENERIC_CACHE_MS } from '@sportsbook/core/constants/network-timing.constants';
import { noteGeoBlock } from '../shared/http/geo-block.store';
import { isRetryable } from '../shared/http/retry';

const QUERY_RETRIES = 2;

/**
 * Server state: cached 15 minutes unless a query says otherwise (HTTP-17); 403, 422 and 451 are never retried,
 * and a 451 from any call shows the geo block page (HTTP-14).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: noteGeoBlock }),
    mutationCache: new MutationCache({ onError: noteGeoBlock }),
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
