import { useQuery } from '@tanstack/react-query';
import type { FeedKind, ListGame } from '../model/feed-types';
import { feedQuery } from './feed-request';
import { useFeedLocale } from './use-feed-locale';

export interface GamesOfBothFeeds {
  live: ListGame[];
  line: ListGame[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

const NONE: ListGame[] = [];

/**
 * Games of both feeds by id: GetFavoritesZip for favourites (FAV-07), Get1x2_VZip with `getEmpty` for the
 * pinned dashboard, so a suspended game stays on it. Live games first; nothing is asked for without ids.
 */
export function useGamesOfBothFeeds(
  call: 'GetFavoritesZip' | 'Get1x2_VZip',
  games: readonly number[],
  champs: readonly number[] = [],
): GamesOfBothFeeds {
  const locale = useFeedLocale();
  const extra = call === 'Get1x2_VZip' ? { getEmpty: true, count: games.length } : {};
  const query = (kind: FeedKind) => ({
    ...feedQuery<ListGame[]>(kind, call, { ...locale, ...extra, games, champs }),
    enabled: games.length + champs.length > 0,
  });
  const live = useQuery(query('live'));
  const line = useQuery(query('line'));
  const both = [live, line];
  return {
    live: live.data ?? NONE,
    line: line.data ?? NONE,
    isPending: both.some((result) => result.isPending && result.fetchStatus !== 'idle'),
    isError: both.some((result) => result.isError),
    refetch: () => both.forEach((result) => void result.refetch()),
  };
}
