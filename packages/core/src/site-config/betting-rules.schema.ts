import { z } from 'zod';
import { byCountrySchema } from './config-fields.schema';

/**
 * The rules of docs/BETTING.md an operator tunes (CFG-09, BET-22/23): limits, boosts, taxes per country,
 * cash-out, anti-express and advance. Money limits are in base-currency units (the currencies' conversion
 * coefficients are per one base unit), so one figure suits every currency.
 */
const percent = z.number().min(0).max(100);
const price = z.number().min(1).max(1000);
const baseAmount = z.number().positive().max(1e12);

const boostStepSchema = z.object({ legs: z.number().int().min(1).max(50), percent });

export const bettingLimitsSchema = z.object({
  maxStakeBase: baseAmount,
  maxPayoutBase: baseAmount,
  /** The sum of the net wins of the accepted bets on one market may not pass this. */
  maxMarketLiabilityBase: baseAmount,
});

export const expressBoostSchema = z.object({
  /** EventCountToBoost: the fewest qualifying legs that earn a boost. */
  eventCountToBoost: z.number().int().min(1).max(50),
  /** MinEventCoefToBoost: a leg qualifies from this price. */
  minEventCoefToBoost: price,
  steps: z.array(boostStepSchema).max(50),
});

export const powerBetSchema = z.object({
  minLegCoef: price,
  maxStakeBase: baseAmount,
  steps: z.array(boostStepSchema).max(50),
});

export const taxRulesSchema = z.object({
  taxType: z.number().int().min(0).max(3),
  betTaxPercent: percent,
  payoutTaxPercent: percent,
  winAmountThreshold: z.number().min(0).max(1e12),
  coefThreshold: z.number().min(0).max(1000),
  hasReturnTax: z.boolean(),
});

export const advanceSchema = z.object({
  sharePercent: percent,
  maxBase: baseAmount,
});

export const bettingRulesSchema = z.object({
  limits: bettingLimitsSchema,
  expressBoost: expressBoostSchema,
  powerBet: powerBetSchema,
  /** Betting taxes by the player's country (ISO alpha-2), else the default. */
  taxes: byCountrySchema(taxRulesSchema),
  cashOut: z.object({ marginPercent: percent }),
  antiExpress: z.object({ marginPercent: percent }),
  advance: advanceSchema,
});
export type BettingRules = z.infer<typeof bettingRulesSchema>;

export const BETTING_RULES_DEFAULTS: BettingRules = {
  limits: { maxStakeBase: 5000, maxPayoutBase: 100_000, maxMarketLiabilityBase: 50_000 },
  expressBoost: {
    eventCountToBoost: 3,
    minEventCoefToBoost: 1.2,
    steps: [
      { legs: 3, percent: 3 },
      { legs: 4, percent: 5 },
      { legs: 5, percent: 7 },
      { legs: 6, percent: 10 },
      { legs: 7, percent: 12 },
      { legs: 8, percent: 15 },
      { legs: 10, percent: 20 },
    ],
  },
  powerBet: {
    minLegCoef: 1.01,
    maxStakeBase: 100,
    steps: [
      { legs: 1, percent: 5 },
      { legs: 2, percent: 7 },
      { legs: 3, percent: 10 },
      { legs: 5, percent: 15 },
      { legs: 8, percent: 25 },
    ],
  },
  taxes: {
    default: {
      taxType: 0,
      betTaxPercent: 0,
      payoutTaxPercent: 0,
      winAmountThreshold: 0,
      coefThreshold: 0,
      hasReturnTax: false,
    },
    byCountry: {},
  },
  cashOut: { marginPercent: 5 },
  antiExpress: { marginPercent: 15 },
  advance: { sharePercent: 50, maxBase: 1000 },
};
