import { statMainLiveSchema } from '@sportsbook/core/api/feed-responses/statistics-game.schema';
import { useStatisticsQuery } from './use-statistics-query';

/** FindMainLiveByLineId: the main game of a (sub-)game id and whether it is live now. */
export function useMainLive(gameId: number) {
  return useStatisticsQuery('FindMainLiveByLineId', { gameId }, statMainLiveSchema, { staleMs: 30_000 });
}
