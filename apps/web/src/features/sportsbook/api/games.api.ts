import { useQuery } from '@tanstack/react-query';
import type { FeedKind, ListGame } from '../model/feed-types';
import { useDisallowedSports } from './disallowed-sports.api';
import { feedQuery } from './feed-request';
import { useFeedLocale } from './use-feed-locale';

export interface GamesFilter {
  sports?: readonly number[];
  champs?: readonly number[];
  games?: readonly number[];
  /** At most this many games (the feed allows 1000). */
  count?: number;
  /** Only games starting within this many milliseconds (line). */
  tf?: number;
  top?: boolean;
}

/** Get1x2_VZip: games with their main outcomes, flat, in the feed's order; a player's hidden sports left out. */
export function useGames(kind: FeedKind, filter: GamesFilter, enabled = true) {
  const locale = useFeedLocale();
  const hidden = useDisallowedSports(kind);
  return useQuery({
    ...feedQuery<ListGame[]>(kind, 'Get1x2_VZip', { ...locale, ...filter, antisports: hidden.sports }),
    enabled: enabled && hidden.ready,
  });
}
