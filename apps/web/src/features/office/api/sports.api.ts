import { useQuery } from '@tanstack/react-query';
import { DICTIONARY_CACHE_MS, PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { httpRequest } from '../../../shared/http/http-client';

export interface SportRef {
  id: number;
  name: string;
}

/** The sports list (restcore Sports, platform envelope `{ Success, Value: [{ I, N }] }`). */
export function useSportsList(lang: string) {
  return useQuery({
    queryKey: ['reference', 'sports', lang],
    queryFn: async ({ signal }): Promise<SportRef[]> => {
      const body = await httpRequest<{ Success: boolean; Value: { I: number; N: string }[] | null }>({
        url: '/service-api/restcore/api/External/v1/Web/Sports',
        query: { lng: lang },
        timeoutMs: PAGE_LOAD_WAIT_MS,
        signal,
      });
      return (body.Value ?? []).map((sport) => ({ id: sport.I, name: sport.N }));
    },
    staleTime: DICTIONARY_CACHE_MS,
  });
}
