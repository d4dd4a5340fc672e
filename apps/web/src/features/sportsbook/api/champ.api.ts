import { useQuery } from '@tanstack/react-query';
import type { FeedChampEntryJson } from '@sportsbook/core/api/feed-responses/feed-champ.schema';
import type { FeedKind, ListGame } from '../model/feed-types';
import { feedQuery } from './feed-request';
import { useFeedLocale } from './use-feed-locale';

export type ChampWithGames = Omit<FeedChampEntryJson, 'GC'> & { G: ListGame[] };

/** GetChampZip: one championship with its games of this feed. */
export function useChamp(kind: FeedKind, champId: number | undefined, count = 1000) {
  const locale = useFeedLocale();
  return useQuery({
    ...feedQuery<ChampWithGames>(kind, 'GetChampZip', { ...locale, champ: champId, count }),
    enabled: champId !== undefined,
  });
}
