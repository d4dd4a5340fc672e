import { statTeamLastGamesSchema } from '@sportsbook/core/api/feed-responses/statistics-history.schema';
import { useStatisticsQuery } from './use-statistics-query';

export const LAST_GAMES_SHOWN = 10;

/** TeamLastGames: a team's last results, newest first, with its form letters. */
export function useTeamLastGames(teamId: number, count = LAST_GAMES_SHOWN, enabled = true) {
  return useStatisticsQuery('TeamLastGames', { teamId, count }, statTeamLastGamesSchema, { enabled });
}
