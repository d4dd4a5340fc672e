import { floorOf, percentRatio, ratio, times } from './exact';

/**
 * The advance a player may bet on credit: a share of the stakes of their running regular bets, at most the
 * configured maximum, less what they owe already (a negative advance-credit balance); never below zero.
 */
export function availableAdvance(input: {
  runningStakesMinor: bigint;
  sharePercent: number;
  maxMinor: bigint;
  owedMinor: bigint;
}): bigint {
  const share = floorOf(times(ratio(input.runningStakesMinor), percentRatio(input.sharePercent)));
  const offered = share < input.maxMinor ? share : input.maxMinor;
  const left = offered - input.owedMinor;
  return left > 0n ? left : 0n;
}
