import { useQuery } from '@tanstack/react-query';
import type { FeedKind, PageGame } from '../model/feed-types';
import { FeedError, feedQuery, GAME_NOT_FOUND } from './feed-request';
import { useFeedLocale } from './use-feed-locale';

/**
 * GetGameZip with every market grouped in columns (GroupEvents), its sub-games and market tabs (MEC);
 * `marketType` narrows the groups to one tab. The game is found whichever feed holds it now.
 */
export function useGame(kind: FeedKind, gameId: number, marketType = 0) {
  const locale = useFeedLocale();
  return useQuery({
    ...feedQuery<PageGame>(kind, 'GetGameZip', {
      ...locale,
      id: gameId,
      isSubGames: true,
      GroupEvents: true,
      marketType,
    }),
    retry: (failures: number, error: Error) =>
      !(error instanceof FeedError && error.code === GAME_NOT_FOUND) && failures < 2,
  });
}
