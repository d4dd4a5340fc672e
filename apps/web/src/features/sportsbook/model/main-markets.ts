import { GROUP, SELECTION } from '@sportsbook/core/pricing/market-codes';
import type { Outcome } from './feed-types';

/** A two-way line market (total, handicap) on one line: the pair and the line as the first side reads it. */
export interface LinePair<O extends Outcome = Outcome> {
  first: O;
  second: O;
}

/** The columns of an event row: the result (1 X 2 or 1 2), the main total and the main handicap. */
export interface MainMarkets<O extends Outcome = Outcome> {
  result: [O | undefined, O | undefined, O | undefined];
  total: LinePair<O> | undefined;
  handicap: LinePair<O> | undefined;
}

/**
 * The main line of a two-way market: the pair the feed flags main (CE), else the most balanced pair (prices
 * closest to each other), which is what a bookmaker shows as the line. Handicap sides pair by opposite lines.
 */
export function mainLine<O extends Outcome>(
  outcomes: readonly O[],
  G: number,
  firstT: number,
  secondT: number,
): LinePair<O> | undefined {
  const firsts = outcomes.filter((o) => o.G === G && o.T === firstT);
  const counterpart = (first: O) =>
    outcomes.find(
      (o) =>
        o.G === G &&
        o.T === secondT &&
        (G === GROUP.handicap ? (o.P ?? 0) === -(first.P ?? 0) : (o.P ?? 0) === (first.P ?? 0)),
    );
  let best: LinePair<O> | undefined;
  for (const first of firsts) {
    const second = counterpart(first);
    if (!second) continue;
    if (first.CE && second.CE) return { first, second };
    if (!best || Math.abs(first.C - second.C) < Math.abs(best.first.C - best.second.C))
      best = { first, second };
  }
  return best;
}

export function mainMarkets<O extends Outcome>(outcomes: readonly O[]): MainMarkets<O> {
  const result = (T: number) => outcomes.find((o) => o.G === GROUP.result && o.T === T);
  return {
    result: [result(SELECTION.home), result(SELECTION.draw), result(SELECTION.away)],
    total: mainLine(outcomes, GROUP.total, SELECTION.over, SELECTION.under),
    handicap: mainLine(outcomes, GROUP.handicap, SELECTION.handicapHome, SELECTION.handicapAway),
  };
}

/** Whether a set of games needs the draw column: only where a draw is on offer. */
export function offersDraw(games: readonly { E: readonly Outcome[] }[]): boolean {
  return games.some((game) => game.E.some((o) => o.G === GROUP.result && o.T === SELECTION.draw));
}
