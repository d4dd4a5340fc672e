import type { Ratio } from '../money/ratio';
import { antiExpressMultiplier } from './anti-express';
import type { BetShape } from './bet-kind';
import { binomial, symmetricSum } from './combinations';
import { ONE, over, priceRatio, ratio, times } from './exact';
import { legFactor, type PricedLeg } from './leg-result';

/**
 * What the bet pays per unit of (effective) stake: single and express the product of the leg factors, a
 * system k of n the k-th symmetric sum of the factors over C(n, k), an anti-express per anti-express.ts.
 * Open legs count as won, unless `chances` gives their chance of winning (a cash-out's expected value: an open
 * leg then counts with price × chance).
 */
export function betMultiplier(
  shape: BetShape,
  legs: readonly PricedLeg[],
  chances: readonly (Ratio | undefined)[] = [],
): Ratio {
  if (shape.kind === 'anti') return antiExpressMultiplier(legs, shape.marginPercent, chances);
  const factors = legs.map((leg, index) => {
    const chance = chances[index];
    return leg.result === null && chance ? times(priceRatio(leg.price), chance) : legFactor(leg);
  });
  if (shape.kind === 'system')
    return over(symmetricSum(factors, shape.size), ratio(binomial(legs.length, shape.size)));
  return factors.reduce<Ratio>((product, factor) => times(product, factor), ONE);
}

/**
 * Whether the legs settled so far decide the bet: an express is lost with its first lost leg; a system when
 * more than n − k legs are lost (no combination can win); otherwise every leg must be settled.
 */
export function isDecided(shape: BetShape, legs: readonly PricedLeg[]): boolean {
  if (legs.every((leg) => leg.result !== null)) return true;
  const lost = legs.filter((leg) => leg.result === 'lost').length;
  if (shape.kind === 'single' || shape.kind === 'express') return lost > 0;
  if (shape.kind === 'system') return lost > legs.length - shape.size;
  return false;
}
