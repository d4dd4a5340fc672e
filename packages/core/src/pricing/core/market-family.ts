import type { MarginTier } from './margin-config';
import type { Points } from './points';
import type { Settlement } from './settlement';

export interface FamilySelection {
  readonly T: number;
  /** The line or parameter; absent when 0 or not applicable, as the feed writes it. */
  readonly P?: number;
}

/** One market of a family (one line of a handicap or total, or the whole of a one-market family), priced fair. */
export interface FamilyMarket {
  readonly line?: number;
  readonly selections: readonly FamilySelection[];
  readonly probabilities: readonly number[];
}

/**
 * A kind of market (a G code): how its selections settle on the measured quantity (x, y), and their fair
 * probabilities under a distribution of it. The pricing is the expectation of `settle` (tests check the
 * two against each other for every family), computed in one pass instead of one per selection.
 */
export interface MarketFamily {
  readonly G: number;
  readonly tier: MarginTier;
  /** How many selections win in every outcome: 2 for double chance, else 1. */
  readonly coverage: number;
  /** The markets offered under the distribution (lines follow its centre), with fair probabilities. */
  markets(points: Points): readonly FamilyMarket[];
  /** Settles selection T with parameter P (0 when absent) on the measured quantity. */
  settle(T: number, P: number, x: number, y: number): Settlement;
}

/** The feed omits a parameter of 0. */
export function parameter(value: number): number | undefined {
  return value === 0 ? undefined : value;
}

export function unknownSelection(G: number, T: number, P: number): never {
  throw new RangeError(`no selection T${T} P${P} in market G${G}`);
}
