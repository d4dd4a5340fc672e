import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useStatisticsLocale } from './use-statistics-locale';
import { retryUnlessNotFound, statisticsCall, type StatisticsQuery } from './statistics-call';

interface Options<T> {
  enabled?: boolean;
  /** Refetch this often (ms), for data that changes while the page is open (a live game's status). */
  refetchMs?: number | false | ((data: T | undefined) => number | false);
  staleMs?: number;
}

/** One statistics call as a query: its key is the call with the language and the frame's partner settings. */
export function useStatisticsQuery<S extends z.ZodType>(
  call: string,
  query: StatisticsQuery,
  schema: S,
  { enabled = true, refetchMs = false, staleMs = 5 * 60_000 }: Options<z.infer<S>> = {},
) {
  const locale = useStatisticsLocale();
  const full = { ...locale, ...query };
  return useQuery({
    queryKey: ['statistics', call, full],
    queryFn: ({ signal }) => statisticsCall(call, full, schema, signal),
    enabled,
    staleTime: staleMs,
    refetchInterval: (current: { state: { data: z.infer<S> | undefined } }) =>
      typeof refetchMs === 'function' ? refetchMs(current.state.data) : refetchMs,
    refetchOnWindowFocus: false,
    retry: retryUnlessNotFound,
  });
}
