import type { BetChecks } from '../betting.tables';
import type { CouponFields } from '../coupon/coupon-input';
import type { PlayerContext } from '../player/player-context';
import type { Exposure, NewBet, NewLeg } from './bet-rows';
import type { BetPlan, CouponPlan } from './bet-plan';

/** How a bet is paid for: its account (wallet or advance credit) and what it came from. */
export interface Funding {
  readonly accountId: number;
  readonly advance: boolean;
  readonly oneClick: boolean;
  readonly autoBetId: bigint | null;
  readonly vipBidId: bigint | null;
}

export function checksOf(plan: CouponPlan, fields: CouponFields): BetChecks {
  return {
    policy: plan.policy,
    dropOnScoreChange: fields.DropOnScoreChange === true,
    transform: fields.TransformEventKind === true,
  };
}

/** The bet row of one bet of a plan. */
export function newBet(input: {
  plan: CouponPlan;
  bet: BetPlan;
  fields: CouponFields;
  context: PlayerContext;
  betGuid: string;
  fingerprint: string;
  funding: Funding;
  status: 'open' | 'waiting';
  at: Date;
  waitUntil: Date | null;
  pendingId: bigint | null;
}): NewBet {
  const { bet, context, fields } = input;
  return {
    userId: context.userId,
    betGuid: input.betGuid,
    groupIndex: bet.groupIndex,
    fingerprint: input.fingerprint,
    accountId: input.funding.accountId,
    walletAccountId: context.account.accountId,
    currency: context.currency.code,
    currencyId: context.currency.id,
    scale: context.currency.decimals,
    kind: bet.shape.kind,
    systemSize: bet.shape.kind === 'system' ? bet.shape.size : null,
    antiMargin: bet.shape.kind === 'anti' ? String(bet.shape.marginPercent) : null,
    status: input.status,
    stake: bet.stakeMinor,
    stakeTax: bet.stakeTaxMinor,
    betStake: bet.betStakeMinor,
    price: bet.price,
    boostKind: bet.boost?.kind ?? null,
    boostRules: bet.boost?.rules ?? null,
    taxRules: bet.tax,
    checks: checksOf(input.plan, fields),
    advance: input.funding.advance,
    live: bet.live,
    oneClick: input.funding.oneClick,
    autoBetId: input.funding.autoBetId,
    vipBidId: input.funding.vipBidId,
    source: fields.Source ?? null,
    promo: fields.promo || null,
    couponCode: fields.CouponCode || null,
    feedSeq: input.status === 'open' ? input.plan.viewSeq : null,
    placedAt: input.at,
    waitUntil: input.waitUntil,
    acceptedAt: input.status === 'open' ? input.at : null,
    pendingId: input.pendingId,
  };
}

export function newLegs(bet: BetPlan): NewLeg[] {
  return bet.legs.map((leg) => ({ ...leg }));
}

/** Each of the bet's markets takes its net win as liability. */
export function exposuresOf(bet: BetPlan): Exposure[] {
  return bet.legs.map((leg) => ({
    eventId: leg.eventId,
    marketKey: leg.marketKey,
    cents: bet.exposureCents,
  }));
}
