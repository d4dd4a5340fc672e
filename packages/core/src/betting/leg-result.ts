import type { Ratio } from '../money/ratio';
import { ONE, ZERO, priceRatio, ratio } from './exact';

/** How one leg settles (the engine's settlement outcomes). */
export const LEG_RESULTS = ['won', 'lost', 'void', 'half-won', 'half-lost'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

/** A leg as the maths needs it: the accepted price in thousandths and its result, null while open. */
export interface PricedLeg {
  readonly price: number;
  readonly result: LegResult | null;
}

/**
 * What a leg multiplies the stake by: won = odds, lost = 0, void = 1, half-won = (1 + odds)/2,
 * half-lost = 1/2. An open leg counts as won (the possible win).
 */
export function legFactor(leg: PricedLeg): Ratio {
  switch (leg.result) {
    case null:
    case 'won':
      return priceRatio(leg.price);
    case 'lost':
      return ZERO;
    case 'void':
      return ONE;
    case 'half-won':
      return ratio(1000n + BigInt(leg.price), 2000n);
    case 'half-lost':
      return ratio(1n, 2n);
  }
}

export function isLegResult(value: unknown): value is LegResult {
  return typeof value === 'string' && (LEG_RESULTS as readonly string[]).includes(value);
}
