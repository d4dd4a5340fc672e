import { statVenueSchema } from '@sportsbook/core/api/feed-responses/statistics-game.schema';
import { useStatisticsQuery } from './use-statistics-query';

/** GetStadiumForGame_2: where a game is played. */
export function useVenue(gameId: number, enabled = true) {
  return useStatisticsQuery('GetStadiumForGame_2', { gameId }, statVenueSchema, {
    enabled,
    staleMs: 60 * 60_000,
  });
}
