import type { BettingSection } from '@sportsbook/core/site-config/betting-section.schema';
import type { CouponFields } from '../coupon/coupon-input';

/** 0: no price change accepted, 1: rises only, 2: any change. */
export type PricePolicy = 0 | 1 | 2;

const BY_CONFIG: Record<BettingSection['oddsChangePolicy'], PricePolicy> = { none: 0, higher: 1, any: 2 };

/** `ApprovedBet` (the player approved the prices now), else `CheckCf`, else the configured default. */
export function pricePolicyOf(fields: CouponFields, betting: BettingSection): PricePolicy {
  if (fields.ApprovedBet) return 2;
  const checkCf = fields.CheckCf;
  if (checkCf === 0 || checkCf === 1 || checkCf === 2) return checkCf;
  return BY_CONFIG[betting.oddsChangePolicy];
}

/** Whether the price now may replace the price the player saw (none sent: the player takes the price now). */
export function pricePasses(policy: PricePolicy, sent: number | null, now: number): boolean {
  if (sent === null || sent === now) return true;
  return policy === 2 || (policy === 1 && now > sent);
}
