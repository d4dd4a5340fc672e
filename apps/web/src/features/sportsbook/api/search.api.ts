import { useQueries } from '@tanstack/react-query';
import type { FeedSearchEntryJson } from '@sportsbook/core/api/feed-responses/feed-search.schema';
import type { FeedKind } from '../model/feed-types';
import { feedQuery } from './feed-request';
import { useFeedLocale } from './use-feed-locale';

export type SearchEntry = FeedSearchEntryJson & { kind: FeedKind };

const KINDS: readonly FeedKind[] = ['live', 'line'];
export const SEARCH_LIMIT = 50;

/** Web_SearchZip in both feeds at once: live games first, then the line, each in the feed's order. */
export function useEventSearch(text: string) {
  const { lng } = useFeedLocale();
  const query = text.trim();
  return useQueries({
    queries: KINDS.map((kind) => ({
      ...feedQuery<FeedSearchEntryJson[]>(kind, 'Web_SearchZip', { lng, text: query, limit: SEARCH_LIMIT }),
      enabled: query.length >= 2,
    })),
    combine: (results) => ({
      entries: results.flatMap((result, i) =>
        (result.data ?? []).map((entry): SearchEntry => ({ ...entry, kind: KINDS[i]! })),
      ),
      isPending: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
      isError: results.every((result) => result.isError),
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}
