import type { StatPastGame } from '@sportsbook/core/api/feed-responses/statistics-common.schema';

export interface TeamRecord {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
}

/** A team's record over games: results and goals from its own side, whether at home or away. */
export function teamRecord(games: readonly StatPastGame[], teamId: number): TeamRecord {
  const record: TeamRecord = { played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0 };
  for (const game of games) {
    const home = game.O1I === teamId;
    if (!home && game.O2I !== teamId) continue;
    const own = home ? game.S1 : game.S2;
    const other = home ? game.S2 : game.S1;
    record.played += 1;
    record.scored += own;
    record.conceded += other;
    if (own > other) record.won += 1;
    else if (own < other) record.lost += 1;
    else record.drawn += 1;
  }
  return record;
}
