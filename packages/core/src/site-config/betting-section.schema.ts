import { z } from 'zod';
import {
  DEFAULT_ALLOWED_BETTING_VIEWS,
  DEFAULT_COEFFICIENT_FORMAT,
  DEFAULT_COUPON_HISTORY_DAYS,
  DEFAULT_MARKET_TYPE,
  DEFAULT_ODDS_VIEW_ID,
} from '../constants/defaults.constants';
import { COUPON_MAX_BETS, COUPON_MAX_BETS_SYSTEM_OR_MULTI } from '../constants/limits.constants';
import { BETTING_RULES_DEFAULTS, bettingRulesSchema } from './betting-rules.schema';

const viewIdSchema = z.number().int().nonnegative();

/**
 * Contents not shown by the spec (CFG-09): what an operator tunes per market, namely the odds display, which
 * bet kinds are on offer and how odds changes and live delays are handled.
 */
export const bettingSectionSchema = z.object({
  oddsViewId: viewIdSchema,
  allowedBettingViews: z.array(viewIdSchema).min(1),
  coefficientFormat: viewIdSchema,
  marketType: z.number().int().nonnegative(),
  /** What the coupon accepts by default when odds move: nothing, rises only, or any change. */
  oddsChangePolicy: z.enum(['none', 'higher', 'any']),
  /** Live bets wait this long and are re-checked, so a bet cannot beat a price that the feed is moving. */
  liveBetDelayMs: z.number().int().min(0).max(30_000),
  oneClickBet: z.boolean(),
  autoBet: z.boolean(),
  powerBet: z.boolean(),
  expressBoost: z.boolean(),
  cashOut: z.boolean(),
  /** The rules of docs/BETTING.md: limits, boosts, taxes, cash-out, anti-express, advance. */
  rules: bettingRulesSchema,
});
export type BettingSection = z.infer<typeof bettingSectionSchema>;

export const BETTING_SECTION_DEFAULTS: BettingSection = {
  oddsViewId: DEFAULT_ODDS_VIEW_ID,
  allowedBettingViews: [...DEFAULT_ALLOWED_BETTING_VIEWS],
  coefficientFormat: DEFAULT_COEFFICIENT_FORMAT,
  marketType: DEFAULT_MARKET_TYPE,
  oddsChangePolicy: 'higher',
  // The issue of the bet acceptance says 5 s by default.
  liveBetDelayMs: 5000,
  oneClickBet: true,
  autoBet: true,
  powerBet: true,
  expressBoost: true,
  cashOut: true,
  rules: BETTING_RULES_DEFAULTS,
};

/** Not shown by the spec (CFG-09): the coupon's limits from section 9 and the quick-stake buttons. */
export const couponSectionSchema = z.object({
  maxBets: z.number().int().positive(),
  maxBetsSystemOrMulti: z.number().int().positive(),
  historyDays: z.number().int().positive(),
  /** Quick-stake buttons as multiples of the currency's minimum bet, so one list suits every currency. */
  quickStakeMultipliers: z.array(z.number().int().positive()).max(6),
});
export type CouponSection = z.infer<typeof couponSectionSchema>;

export const COUPON_SECTION_DEFAULTS: CouponSection = {
  maxBets: COUPON_MAX_BETS,
  maxBetsSystemOrMulti: COUPON_MAX_BETS_SYSTEM_OR_MULTI,
  historyDays: DEFAULT_COUPON_HISTORY_DAYS,
  quickStakeMultipliers: [5, 10, 50, 100],
};
