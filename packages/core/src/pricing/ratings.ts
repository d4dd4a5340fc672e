/** Elo-like strength ratings (about 1500 on average, a few hundred apart), as the world gives teams and players. */
export interface Ratings {
  readonly home: number;
  readonly away: number;
}

/** Elo's expected score of the home side given its lead in rating points. */
export function eloExpectation(lead: number): number {
  return 1 / (1 + 10 ** (-lead / 400));
}
