import type { BetKind } from './bet-kind';
import { COUPON_CODES, type CouponCode } from './coupon-codes';

export interface CouponLimits {
  /** 50 by default (spec section 9). */
  readonly maxBets: number;
  /** 20 by default for a system or multi coupon. */
  readonly maxBetsSystemOrMulti: number;
}

/** The refusal for a coupon with too many events, or null: 157972 over the maximum, 168 over it for system/multi. */
export function legCountRefusal(
  kind: BetKind | 'multi',
  legCount: number,
  limits: CouponLimits,
): CouponCode | null {
  if (legCount > limits.maxBets) return COUPON_CODES.tooManyEvents;
  if ((kind === 'system' || kind === 'multi') && legCount > limits.maxBetsSystemOrMulti)
    return COUPON_CODES.tooManySystemEvents;
  return null;
}
