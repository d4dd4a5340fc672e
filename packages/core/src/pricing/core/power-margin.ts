import { impliedProbability, oddsFromThousandths, type Odds } from '../../odds/odds';
import { solvePowerExponent } from './power-exponent';

/** The lowest price a selection is offered at: 1.01. A market that would go lower is withdrawn. */
export const MIN_PRICE_THOUSANDTHS = 1010;

/** Below this fair probability a selection is not offered: its price would pass 1000. */
export const MIN_SELECTION_PROBABILITY = 0.001;

/**
 * Prices from fair probabilities with an overround, by the power method: implied probabilities are pᵏ with
 * k < 1 chosen so that they sum to coverage × (1 + margin). Why power rather than proportional (p × (1 + m)):
 * it loads more of the margin on long shots than on favourites, as bettors' favourite-long-shot bias lets a
 * real book do, and it never implies more than 1 for a near-certain favourite (p = 0.97 at 5% would
 * imply 1.0185, a price under 1). It is Shin-like in effect but needs only one exponent per market,
 * found in a few Newton steps, and it inverts exactly (see removeMargin).
 *
 * `coverage` is how many selections win in every outcome: 1 for a partition, 2 for double chance.
 * Prices are rounded to thousandths; undefined when a price would fall below 1.01 (the market is too
 * one-sided to offer) or no exponent exists.
 */
export function applyMargin(
  probabilities: readonly number[],
  margin: number,
  coverage = 1,
): Odds[] | undefined {
  const k = solvePowerExponent(probabilities, coverage * (1 + margin));
  if (k === undefined) return undefined;
  const thousandths = probabilities.map((p) => Math.round(1000 / p ** k));
  if (thousandths.some((t) => t < MIN_PRICE_THOUSANDTHS)) return undefined;
  return thousandths.map(oddsFromThousandths);
}

/**
 * Margin-free probabilities from prices: the implied probabilities raised to the one power that makes them
 * sum to `coverage`. For prices made by applyMargin this returns the fair probabilities up to the rounding
 * of the prices; for any other book it is the power-method normalisation.
 */
export function removeMargin(prices: readonly Odds[], coverage = 1): number[] {
  const implied = prices.map(impliedProbability);
  const c = solvePowerExponent(implied, coverage);
  if (c === undefined) throw new RangeError('prices do not form a market');
  return implied.map((q) => q ** c);
}

/** The sum of the implied probabilities: 1 + margin for a priced partition. */
export function overroundOf(prices: readonly Odds[]): number {
  return prices.reduce((sum, price) => sum + impliedProbability(price), 0);
}
