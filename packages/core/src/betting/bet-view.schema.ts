import { z } from 'zod';
import { BET_STATUS_NAMES } from './bet-status';
import { LEG_RESULTS } from './leg-result';

/** Names in the languages the product ships (en, ru, ar), as kept with a bet. */
const names = z.record(z.string(), z.string());
/** Money as decimal text in major units of the bet's currency ("10.50"), never a float. */
const money = z.string().regex(/^-?\d+(\.\d+)?$/);

const legNamesSchema = z.object({
  home: names,
  away: names,
  champ: names,
  sport: names,
  period: names.optional(),
});

export const betLegViewSchema = z.object({
  index: z.number().int(),
  /** The game or sub-game the selection belongs to (the coupon's GameId). */
  gameId: z.number().int(),
  mainGameId: z.number().int(),
  sportId: z.number().int(),
  champId: z.number().int(),
  /** Unix seconds. */
  startAt: z.number().int(),
  names: legNamesSchema,
  marketKey: z.string(),
  G: z.number().int(),
  T: z.number().int(),
  P: z.number(),
  /** The decimal price the leg was accepted at. */
  price: z.number(),
  kind: z.enum(['live', 'line']),
  score: z.string().nullable(),
  result: z.enum(LEG_RESULTS).nullable(),
});

export const cashOutViewSchema = z.object({
  available: z.boolean(),
  /** What selling the whole running stake would pay now, after tax. */
  value: money.nullable(),
  /** The payout tax withheld from that value (a part is valued and taxed on its own: cash-out-part.ts). */
  tax: money.nullable(),
  /** Why it is not available: suspended, lost, settled, power, off. */
  reason: z.string().nullable(),
});

export const betViewSchema = z.object({
  id: z.number().int(),
  betGuid: z.string(),
  /** A multi coupon's bets share the betGuid and differ by group. */
  group: z.number().int(),
  kind: z.enum(['single', 'express', 'system', 'anti']),
  vid: z.number().int(),
  systemSize: z.number().int().nullable(),
  status: z.enum(BET_STATUS_NAMES),
  /** The status number of docs/BETTING.md (hiddenBetStatuses uses them). */
  statusCode: z.number().int(),
  currency: z.string(),
  currencyId: z.number().int().nullable(),
  stake: money,
  stakeTax: money,
  /** The stake still running after partial cash-outs. */
  openStake: money,
  price: z.number(),
  possibleWin: money,
  boostKind: z.enum(['express', 'power']).nullable(),
  payout: money.nullable(),
  boost: money.nullable(),
  payoutTax: money.nullable(),
  paid: money.nullable(),
  /** Paid out by cash-outs so far. */
  sold: money,
  live: z.boolean(),
  advance: z.boolean(),
  oneClick: z.boolean(),
  promo: z.string().nullable(),
  couponCode: z.string().nullable(),
  placedAt: z.string(),
  acceptedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  refuseCode: z.number().int().nullable(),
  legs: z.array(betLegViewSchema),
  cashOut: cashOutViewSchema.nullable(),
});
export type BetView = z.infer<typeof betViewSchema>;
export type BetLegView = z.infer<typeof betLegViewSchema>;

export const betOrderViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['auto', 'vip']),
  status: z.enum(['waiting', 'placed', 'cancelled', 'released', 'declined', 'refused']),
  stake: money,
  currency: z.string(),
  /** Auto bet: the decimal price it waits for. */
  targetPrice: z.number().nullable(),
  betId: z.number().int().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  legs: z.array(
    z.object({
      GameId: z.number().int(),
      Type: z.number().int(),
      Param: z.number(),
      Coef: z.number(),
      /** The game's names while the feed still has it; null once it is gone (the page then shows its id). */
      names: legNamesSchema.nullable(),
    }),
  ),
});
export type BetOrderView = z.infer<typeof betOrderViewSchema>;
