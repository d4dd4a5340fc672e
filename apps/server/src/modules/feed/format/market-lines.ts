import { GROUP, SELECTION } from '@sportsbook/core/pricing/market-codes';
import type { FeedMarket, FeedOutcome } from '../feed-model';

/** Groups whose markets come in alternative lines (handicaps and totals), one main line among them. */
const LINE_GROUPS: ReadonlySet<number> = new Set([
  GROUP.handicap,
  GROUP.total,
  GROUP.homeTotal,
  GROUP.awayTotal,
  GROUP.europeanHandicap,
  GROUP.setHandicap,
  GROUP.totalSets,
]);

/** Away sides of handicaps: their P is their own handicap, minus the home side's. */
const AWAY_HANDICAPS: ReadonlySet<number> = new Set([
  SELECTION.handicapAway,
  SELECTION.europeanAway,
  SELECTION.setHandicapAway,
]);

/** The line an outcome belongs to: the total, or the home side's handicap. */
export function lineOf(outcome: FeedOutcome): number {
  const p = outcome.P ?? 0;
  return AWAY_HANDICAPS.has(outcome.T) && p !== 0 ? -p : p;
}

/** The outcomes of one group (G) of a game, with its lines when it is a line group. */
export interface OutcomeGroup {
  readonly G: number;
  readonly outcomes: readonly FeedOutcome[];
  /** Distinct lines, ascending; empty for groups without alternative lines. */
  readonly lines: readonly number[];
  /** The main line of a line group. */
  readonly main: number | undefined;
}

/** The engine's CE when it set one; else the line whose prices are the most even. */
function mainLineOf(outcomes: readonly FeedOutcome[], lines: readonly number[]): number | undefined {
  const flagged = outcomes.find((o) => o.CE === 1);
  if (flagged) return lineOf(flagged);
  let best: { line: number; spread: number } | undefined;
  for (const line of lines) {
    const prices = outcomes.filter((o) => lineOf(o) === line).map((o) => o.C);
    const spread = Math.max(...prices) - Math.min(...prices);
    if (!best || spread < best.spread) best = { line, spread };
  }
  return best?.line;
}

/** A game's outcomes grouped by G, in the order the groups first appear. */
export function groupOutcomes(markets: readonly FeedMarket[]): OutcomeGroup[] {
  const byGroup = new Map<number, FeedOutcome[]>();
  for (const market of markets) {
    for (const outcome of market.outcomes) {
      const list = byGroup.get(outcome.G);
      if (list) list.push(outcome);
      else byGroup.set(outcome.G, [outcome]);
    }
  }
  return [...byGroup].map(([G, outcomes]) => {
    if (!LINE_GROUPS.has(G)) return { G, outcomes, lines: [], main: undefined };
    const lines = [...new Set(outcomes.map(lineOf))].sort((a, b) => a - b);
    return { G, outcomes, lines, main: mainLineOf(outcomes, lines) };
  });
}

/** The outcomes at the main line of a line group; every outcome of any other group. */
export function mainOutcomes(group: OutcomeGroup): readonly FeedOutcome[] {
  return group.main === undefined ? group.outcomes : group.outcomes.filter((o) => lineOf(o) === group.main);
}

/** Outcomes ordered by line, then type: the order of alternative lines. */
export function byLineThenType(a: FeedOutcome, b: FeedOutcome): number {
  return lineOf(a) - lineOf(b) || a.T - b.T || (a.P ?? 0) - (b.P ?? 0);
}
