import { statHeadToHeadSchema } from '@sportsbook/core/api/feed-responses/statistics-history.schema';
import { useStatisticsQuery } from './use-statistics-query';

/** HeadToHead: the past meetings of a game's two sides, newest first. */
export function useHeadToHead(gameId: number, enabled = true) {
  return useStatisticsQuery('HeadToHead', { gameId }, statHeadToHeadSchema, { enabled });
}
