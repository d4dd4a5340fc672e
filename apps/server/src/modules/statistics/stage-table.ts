import type { PastGame } from './season-history';

/** 0 every game, 1 home games only, 2 away games only. */
export type TableType = 0 | 1 | 2;

export interface TableRow {
  readonly teamId: number;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly scored: number;
  readonly conceded: number;
  readonly points: number;
  /** The last five results, newest first. */
  readonly form: string;
}

export type Letter = 'W' | 'D' | 'L';

/** A game's result from one side: W, D or L. */
export function resultFor(game: PastGame, teamId: number): Letter {
  const [own, other] =
    game.home === teamId ? [game.score.home, game.score.away] : [game.score.away, game.score.home];
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

/**
 * A league table from results, scored as the feed's GetStageTableZip2 scores it: three points a win and one
 * a draw where the sport has draws, else two a win and one a loss (FIBA); ordered by points, then difference,
 * then scored, then team id so the order is total.
 */
export function stageTable(
  games: readonly PastGame[],
  teamIds: readonly number[],
  tableType: TableType,
  draws: boolean,
): TableRow[] {
  const rows = teamIds.map((teamId) => {
    const own = games
      .filter((g) => (tableType !== 2 && g.home === teamId) || (tableType !== 1 && g.away === teamId))
      .sort((a, b) => b.startMs - a.startMs);
    const letters = own.map((g) => resultFor(g, teamId));
    const scoredOf = (g: PastGame) => (g.home === teamId ? g.score.home : g.score.away);
    const concededOf = (g: PastGame) => (g.home === teamId ? g.score.away : g.score.home);
    const won = letters.filter((l) => l === 'W').length;
    const drawn = letters.filter((l) => l === 'D').length;
    return {
      teamId,
      played: own.length,
      won,
      drawn,
      lost: own.length - won - drawn,
      scored: own.reduce((sum, g) => sum + scoredOf(g), 0),
      conceded: own.reduce((sum, g) => sum + concededOf(g), 0),
      points: draws ? won * 3 + drawn : won * 2 + (own.length - won - drawn),
      form: letters.slice(0, 5).join(''),
    };
  });
  return rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.scored - b.conceded - (a.scored - a.conceded) ||
      b.scored - a.scored ||
      a.teamId - b.teamId,
  );
}
