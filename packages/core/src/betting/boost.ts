import type { BetKind } from './bet-kind';
import type { Ratio } from '../money/ratio';
import { floorOf, minus, percentRatio, ratio, times } from './exact';
import type { PricedLeg } from './leg-result';

/** One row of a boost table: from this many qualifying legs, this percentage of the net win. */
export interface BoostStep {
  readonly legs: number;
  readonly percent: number;
}

export interface BoostRules {
  /** A leg qualifies from this price (thousandths). */
  readonly minLegPrice: number;
  readonly steps: readonly BoostStep[];
}

export type BoostKind = 'express' | 'power';

/** The percentage of the largest step whose leg count is at most `legs`; 0 below the first. */
export function boostPercentFor(legs: number, steps: readonly BoostStep[]): number {
  let percent = 0;
  let reached = 0;
  for (const step of steps) {
    if (step.legs <= legs && step.legs >= reached) {
      reached = step.legs;
      percent = step.percent;
    }
  }
  return percent;
}

/** Legs that count towards a boost: priced at least the minimum, and not void (once settled). */
export function qualifyingLegs(legs: readonly PricedLeg[], minLegPrice: number): number {
  return legs.filter((leg) => leg.price >= minLegPrice && leg.result !== 'void').length;
}

/** Which kinds a boost applies to: express boost to expresses, power bet to singles and expresses. */
export function boostApplies(boost: BoostKind, kind: BetKind): boolean {
  return boost === 'express' ? kind === 'express' : kind === 'single' || kind === 'express';
}

/**
 * The boost on a bet: `percent` of the exact net win (gross payout − stake), rounded down; nothing without a
 * net win.
 */
export function boostAmount(input: { stakeMinor: bigint; grossPayout: Ratio; percent: number }): bigint {
  const net = minus(input.grossPayout, ratio(input.stakeMinor));
  if (net.numerator <= 0n || input.percent <= 0) return 0n;
  return floorOf(times(net, percentRatio(input.percent)));
}
