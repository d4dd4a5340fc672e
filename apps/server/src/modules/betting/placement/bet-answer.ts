import { VID, VID_OF_KIND } from '@sportsbook/core/betting/bet-kind';
import type { BetKind } from '@sportsbook/core/betting/bet-kind';
import type { BetRow, LegRow } from '../bets.repository';
import type { CouponPlan } from './bet-plan';

/** Minor units as the decimal number the coupon format carries (10.5 is 10.50). */
export function major(minor: bigint, scale: number): number {
  return Number(minor) / 10 ** scale;
}

/** `/Date(<ms>)/`, the platform's date on the wire. */
export function wireDate(at: Date): string {
  return `/Date(${at.getTime()})/`;
}

/** MakeBetWeb's Value (spec/coupon-format.md), plus `Ids` for a multi coupon's bets. */
export interface BetAnswer {
  readonly Id: number;
  readonly Ids: number[];
  readonly Balance: number;
  readonly Coupon: { Summ: number; Coef: number; Vid: number; Events: object[] };
  readonly Dt: string;
  readonly waitTime: number;
  readonly betGUID: string | null;
  readonly lvC: number;
  readonly lnC: number;
  readonly SummPrep: number;
  readonly FailInfo: string | null;
  readonly AutoBetId?: number;
  readonly VipBidId?: number;
}

interface AnswerLeg {
  readonly eventId: number;
  readonly T: number;
  readonly P: number;
  readonly price: number;
  readonly kind: number;
}

interface AnswerInput {
  readonly ids: readonly bigint[];
  readonly betGuid: string;
  readonly kind: BetKind;
  readonly multi: boolean;
  readonly price: number;
  readonly stakeMinor: bigint;
  readonly scale: number;
  readonly legs: readonly AnswerLeg[];
  readonly at: Date;
  readonly balanceMinor: bigint;
  /** What is left of a live delay (the stake is held meanwhile). */
  readonly waitMs: number;
}

function answer(input: AnswerInput): BetAnswer {
  const waiting = input.waitMs > 0;
  return {
    Id: waiting || input.ids.length === 0 ? 0 : Number(input.ids[0]),
    Ids: waiting ? [] : input.ids.map(Number),
    Balance: major(input.balanceMinor, input.scale),
    Coupon: {
      Summ: major(input.stakeMinor, input.scale),
      Coef: input.price / 1000,
      Vid: input.multi ? VID.multi : VID_OF_KIND[input.kind],
      Events: input.legs.map((leg) => ({
        GameId: leg.eventId,
        Type: leg.T,
        Coef: leg.price / 1000,
        Param: leg.P / 1000,
        Kind: leg.kind,
      })),
    },
    Dt: wireDate(input.at),
    waitTime: input.waitMs,
    betGUID: input.betGuid,
    lvC: input.legs.filter((leg) => leg.kind === 1).length,
    lnC: input.legs.filter((leg) => leg.kind === 3).length,
    SummPrep: waiting ? major(input.stakeMinor, input.scale) : 0,
    FailInfo: null,
  };
}

/** The answer for a request's stored bets (a repeat, or the end of a live delay). */
export function answerFromRows(input: {
  bets: readonly BetRow[];
  legs: readonly LegRow[];
  balanceMinor: bigint;
  waitMs: number;
}): BetAnswer {
  const first = input.bets[0]!;
  const multi = input.bets.length > 1;
  const legs = multi ? input.legs : input.legs.filter((leg) => leg.bet_id === first.id);
  return answer({
    ids: input.bets.map((bet) => bet.id),
    betGuid: first.bet_guid,
    kind: first.kind,
    multi,
    price: first.price,
    stakeMinor: input.bets.reduce((sum, bet) => sum + bet.stake, 0n),
    scale: first.scale,
    legs: legs.map((leg) => ({
      eventId: leg.event_id,
      T: leg.t,
      P: leg.p,
      price: leg.price,
      kind: leg.kind,
    })),
    at: first.accepted_at ?? first.placed_at,
    balanceMinor: input.balanceMinor,
    waitMs: input.waitMs,
  });
}

/** The answer for a plan just accepted or held, without reading it back. */
export function answerFromPlan(input: {
  plan: CouponPlan;
  ids: readonly bigint[];
  betGuid: string;
  scale: number;
  at: Date;
  balanceMinor: bigint;
  waitMs: number;
}): BetAnswer {
  const { plan } = input;
  const first = plan.bets[0]!;
  const multi = plan.bets.length > 1;
  return answer({
    ...input,
    kind: first.shape.kind,
    multi,
    price: first.price,
    stakeMinor: plan.bets.reduce((sum, bet) => sum + bet.stakeMinor, 0n),
    legs: (multi ? plan.bets : [first]).flatMap((bet) =>
      bet.legs.map((leg) => ({ eventId: leg.eventId, T: leg.T, P: leg.P, price: leg.price, kind: leg.kind })),
    ),
  });
}
