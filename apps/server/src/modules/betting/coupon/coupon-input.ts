import type { z } from 'zod';
import type { couponLegSchema } from '@sportsbook/core/api/schemas/coupon-fields.schema';

type WireLeg = z.output<typeof couponLegSchema>;

/** One selection as sent: prices and lines in thousandths (2.5 -> 2500, P -1.5 -> -1500). */
export interface LegInput {
  readonly gameId: number;
  readonly type: number;
  /** The price the player saw; null when none was sent. */
  readonly sentPrice: number | null;
  readonly param: number;
  /** 1 live, 3 line; null when not sent. */
  readonly kind: number | null;
}

/** The fields of a coupon or bet call, canonical names, whatever spelling they arrived in. */
export interface CouponFields {
  readonly Events?: readonly WireLeg[] | undefined;
  readonly Vid?: number | undefined;
  readonly Summ?: string | undefined;
  readonly expressNum?: number | undefined;
  readonly EventsIndexes?: readonly (number | readonly number[])[] | undefined;
  readonly GroupsSumms?: readonly string[] | undefined;
  readonly CheckCf?: number | undefined;
  readonly ApprovedBet?: boolean | undefined;
  readonly DropOnScoreChange?: boolean | undefined;
  readonly TransformEventKind?: boolean | undefined;
  readonly OneClickBet?: boolean | undefined;
  readonly IsPowerBet?: boolean | undefined;
  readonly IsExpressBoost?: boolean | undefined;
  readonly CalcSystemsMin?: boolean | undefined;
  readonly avanceBet?: boolean | undefined;
  readonly isAutoBet?: boolean | undefined;
  readonly autoBetCf?: number | undefined;
  readonly autoBetCfView?: number | undefined;
  readonly VIPBetSumm?: string | undefined;
  readonly promo?: string | undefined;
  readonly CouponCode?: string | undefined;
  readonly Source?: number | undefined;
  readonly betGUID?: string | undefined;
  readonly SaleBetId?: number | undefined;
  readonly UserId?: number | undefined;
  readonly AntiExpressCoef?: number | undefined;
  readonly Lng?: string | undefined;
}

/** A decimal from the wire as integer thousandths, exactly (prices and lines have at most three decimals). */
export function thousandths(value: number | null | undefined): number {
  return value == null ? 0 : Math.round(value * 1000);
}

export function readLegs(events: readonly WireLeg[] | undefined): LegInput[] {
  return (events ?? []).map((leg) => ({
    gameId: leg.GameId,
    type: leg.Type,
    sentPrice: leg.Coef == null || leg.Coef === 0 ? null : thousandths(leg.Coef),
    param: thousandths(leg.Param),
    kind: leg.Kind ?? null,
  }));
}
