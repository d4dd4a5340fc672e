export interface Score {
  readonly home: number;
  readonly away: number;
}

export const NIL_SCORE: Score = { home: 0, away: 0 };

/** A finished game as settlement reads it. */
export interface GameResult {
  /** The score of each regulation period: halves, periods, quarters, innings; for set sports each set's games or points. */
  readonly periods: readonly Score[];
  /** What came after regulation: overtime points, extra-inning runs, hockey's overtime or shootout winner as 1:0. */
  readonly overtime?: Score;
}

/** A game in play, for sports played on a clock or in innings. */
export interface LiveState {
  /** Share of regulation played, 0 to 1. */
  readonly elapsed: number;
  /** The score of each period so far, the current one last. */
  readonly periods: readonly Score[];
}

function addScores(a: Score, b: Score): Score {
  return { home: a.home + b.home, away: a.away + b.away };
}

export function sumScores(scores: readonly Score[]): Score {
  return scores.reduce(addScores, NIL_SCORE);
}

/** The final score, overtime included. */
export function finalScore(result: GameResult): Score {
  return addScores(sumScores(result.periods), result.overtime ?? NIL_SCORE);
}
