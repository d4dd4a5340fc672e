import { statGameStatusSchema } from '@sportsbook/core/api/feed-responses/statistics-game.schema';
import { useStatisticsQuery } from './use-statistics-query';

/** A live game's score and clock move; the status is asked again this often while it plays. */
const LIVE_REFRESH_MS = 10_000;

/** Status: whether a game has started, its score, periods and statistics. */
export function useGameStatus(gameId: number) {
  return useStatisticsQuery('Status', { gameId }, statGameStatusSchema, {
    staleMs: 5_000,
    refetchMs: (status) => (status?.ST === 1 ? LIVE_REFRESH_MS : false),
  });
}
