import type { FeedInsightsJson } from '@sportsbook/core/api/feed-responses/feed-game-extras.schema';
import type { ListGame } from '../../sportsbook/model/feed-types';

export interface RatedTeam {
  teamId: number;
  name: string;
  rating: number;
  form: readonly string[];
  /** The next game the team plays in this championship. */
  nextGame: ListGame;
}

/**
 * The championship's teams by strength: each side of each coming game with the rating and form GameInsights
 * gives it, highest rating first (ties by name), each team once with its earliest game.
 */
export function ratingTable(
  games: readonly ListGame[],
  insights: readonly (FeedInsightsJson | undefined)[],
): RatedTeam[] {
  const teams = new Map<number, RatedTeam>();
  const ordered = games
    .map((game, index) => ({ game, info: insights[index] }))
    .sort((a, b) => a.game.S - b.game.S);
  for (const { game, info } of ordered) {
    if (!info) continue;
    const sides = [
      { teamId: game.O1I, name: game.O1, rating: info.R1, form: info.F1 },
      { teamId: game.O2I, name: game.O2, rating: info.R2, form: info.F2 },
    ];
    for (const side of sides) {
      if (side.teamId > 0 && !teams.has(side.teamId)) teams.set(side.teamId, { ...side, nextGame: game });
    }
  }
  return [...teams.values()].sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
}
