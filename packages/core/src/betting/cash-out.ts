import type { BetShape } from './bet-kind';
import { betMultiplier } from './bet-payout';
import { ONE, floorOf, minus, percentRatio, ratio, times } from './exact';
import type { PricedLeg } from './leg-result';

export interface CashOutInput {
  readonly shape: BetShape;
  readonly legs: readonly PricedLeg[];
  /** Each leg's price now (thousandths); null when its market is suspended or gone. Settled legs are ignored. */
  readonly currentPrices: readonly (number | null)[];
  /** The part of the stake being sold (minor units of the stake that bets). */
  readonly stakeMinor: bigint;
  readonly marginPercent: number;
}

export type CashOutRefusal = 'suspended' | 'lost' | 'settled';

export type CashOutValue =
  | { readonly ok: true; readonly valueMinor: bigint }
  | { readonly ok: false; readonly reason: CashOutRefusal };

/**
 * A running bet's value now: (1 − margin) × its expected payout, each open leg counting with its chance of
 * winning taken from its current price (1 / price, so accepted price / current price as its factor).
 * Refused when a leg is lost, an open leg has no price, or nothing is left open.
 */
export function cashOutValue(input: CashOutInput): CashOutValue {
  const { legs, currentPrices } = input;
  if (legs.some((leg) => leg.result === 'lost')) return { ok: false, reason: 'lost' };
  if (legs.every((leg) => leg.result !== null)) return { ok: false, reason: 'settled' };
  const chances = legs.map((leg, index) => {
    if (leg.result !== null) return undefined;
    const price = currentPrices[index];
    return price ? ratio(1000n, BigInt(price)) : null;
  });
  if (chances.includes(null)) return { ok: false, reason: 'suspended' };
  const expected = betMultiplier(
    input.shape,
    legs,
    chances.map((chance) => chance ?? undefined),
  );
  const kept = minus(ONE, percentRatio(input.marginPercent));
  return { ok: true, valueMinor: floorOf(times(times(ratio(input.stakeMinor), expected), kept)) };
}
