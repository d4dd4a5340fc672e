import { statShortPlayersSchema } from '@sportsbook/core/api/feed-responses/statistics-lineups.schema';
import { useStatisticsQuery } from './use-statistics-query';

/** ShortPlayersInfo: a card for every player of a game's two squads. */
export function useShortPlayers(gameId: number, enabled = true) {
  return useStatisticsQuery('ShortPlayersInfo', { gameId }, statShortPlayersSchema, { enabled });
}
