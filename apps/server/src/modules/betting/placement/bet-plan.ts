import { couponKindOf, legCountFits, type BetShape } from '@sportsbook/core/betting/bet-kind';
import { NO_TAX, type TaxRules } from '@sportsbook/core/betting/betting-tax';
import type { BoostKind, BoostRules } from '@sportsbook/core/betting/boost';
import { binomial } from '@sportsbook/core/betting/combinations';
import { COUPON_CODES } from '@sportsbook/core/betting/coupon-codes';
import { legCountRefusal } from '@sportsbook/core/betting/coupon-limits';
import { quoteCoupon } from '@sportsbook/core/betting/coupon-quote';
import { multiGroups, type MultiGroup } from '@sportsbook/core/betting/multi-coupon';
import { parseMoney } from '@sportsbook/core/money/parse-money';
import { PlatformError } from '../../../platform/http/platform-envelope';
import type { FeedView } from '../../feed/store/feed-view';
import type { LegNames } from '../betting.tables';
import { refuse } from '../betting-refusal';
import { couponEvent, legNames, scoreText } from '../coupon/coupon-events';
import { readLegs, type CouponFields, type LegInput } from '../coupon/coupon-input';
import { isLiveLeg, legRefusal, lookupLeg, type LegLookup } from '../coupon/leg-lookup';
import type { PlayerContext } from '../player/player-context';
import { baseToMinor, minorToBaseCents } from './limits';
import { pricePasses, pricePolicyOf, type PricePolicy } from './price-policy';

export interface PlannedLeg {
  readonly eventId: number;
  readonly gameId: number;
  readonly marketKey: string;
  readonly G: number;
  readonly T: number;
  /** The line in thousandths. */
  readonly P: number;
  readonly sentPrice: number;
  /** The price now, the one the bet is accepted at. */
  readonly price: number;
  readonly kind: 1 | 3;
  readonly sportId: number;
  readonly champId: number;
  readonly startAt: Date;
  readonly names: LegNames;
  readonly score: string | null;
}

export interface BetPlan {
  readonly groupIndex: number;
  readonly shape: BetShape;
  readonly legs: readonly PlannedLeg[];
  readonly stakeMinor: bigint;
  readonly stakeTaxMinor: bigint;
  readonly betStakeMinor: bigint;
  /** The bet's price as shown (thousandths). */
  readonly price: number;
  readonly possibleWinMinor: bigint;
  readonly boost: { readonly kind: BoostKind; readonly rules: BoostRules } | null;
  readonly tax: TaxRules;
  readonly live: boolean;
  /** Its net win in base-currency cents, added to each of its markets' liability. */
  readonly exposureCents: bigint;
}

export interface CouponPlan {
  readonly bets: readonly BetPlan[];
  readonly live: boolean;
  readonly policy: PricePolicy;
  /** The main games of the legs, for the acceptance fence. */
  readonly gameIds: readonly number[];
  /** The feed seq of the view it was checked against. */
  readonly viewSeq: number;
  /** The version of each of those games in that view. */
  readonly gameVersions: ReadonlyMap<number, number>;
}

/**
 * The newest seq the plan holds for: that of the view now when none of the plan's games changed since the view
 * it was checked against (a bet queued behind others is not stale because other games moved), else null.
 */
export function seqStillValid(plan: CouponPlan, view: FeedView): number | null {
  for (const [id, version] of plan.gameVersions) if (view.games.get(id)?.version !== version) return null;
  return view.seq;
}

export interface PlanOptions {
  readonly nowMs: number;
  /** The stake when the coupon carries none (a one-click bet's stored stake), as decimal text. */
  readonly defaultStake?: string | undefined;
  readonly policy?: PricePolicy | undefined;
  /** An operator accepting a VIP bet: no maximum stake or liability check. */
  readonly skipMaximum?: boolean;
}

function boostOf(fields: CouponFields, context: PlayerContext): BetPlan['boost'] {
  const { betting } = context.config;
  const { rules } = betting;
  if (fields.IsPowerBet) {
    if (!betting.powerBet) throw refuse('optionOff', 'Power bet is switched off');
    return {
      kind: 'power',
      rules: { minLegPrice: Math.round(rules.powerBet.minLegCoef * 1000), steps: rules.powerBet.steps },
    };
  }
  if (fields.IsExpressBoost && betting.expressBoost) {
    const boost = rules.expressBoost;
    return {
      kind: 'express',
      rules: {
        minLegPrice: Math.round(boost.minEventCoefToBoost * 1000),
        steps: boost.steps.filter((step) => step.legs >= boost.eventCountToBoost),
      },
    };
  }
  return null;
}

export function taxRulesOf(context: PlayerContext): TaxRules {
  const { taxes } = context.config.betting.rules;
  return (context.countryIso ? taxes.byCountry[context.countryIso] : undefined) ?? taxes.default ?? NO_TAX;
}

function groupsOf(
  kind: ReturnType<typeof couponKindOf>,
  fields: CouponFields,
  legCount: number,
  stake?: string,
) {
  if (kind !== 'multi') return [{ indexes: [...Array(legCount).keys()], stake }];
  const groups = multiGroups({
    legCount,
    eventsIndexes: fields.EventsIndexes,
    groupsSumms: fields.GroupsSumms,
    summ: stake,
  });
  if (!groups) throw refuse('checkFailed', 'EventsIndexes and GroupsSumms do not fit the events');
  return groups;
}

function shapeOf(
  kind: ReturnType<typeof couponKindOf>,
  legs: number,
  fields: CouponFields,
  context: PlayerContext,
) {
  const marginPercent = context.config.betting.rules.antiExpress.marginPercent;
  const shape: BetShape =
    kind === 'system'
      ? { kind: 'system', size: fields.expressNum ?? 0 }
      : kind === 'anti'
        ? { kind: 'anti', marginPercent }
        : { kind: legs > 1 ? 'express' : 'single' };
  if (!legCountFits(shape, legs))
    throw shape.kind === 'system' ? refuse('systemSizeInvalid') : refuse('checkFailed', 'Too few events');
  return shape;
}

function plannedLeg(view: FeedView, lookup: LegLookup): PlannedLeg {
  const game = lookup.game!;
  const outcome = lookup.outcome!;
  return {
    eventId: lookup.input.gameId,
    gameId: game.id,
    marketKey: lookup.market!.key,
    G: lookup.market!.G,
    T: outcome.T,
    P: lookup.input.param,
    sentPrice: lookup.input.sentPrice ?? outcome.C,
    price: outcome.C,
    kind: isLiveLeg(lookup) ? 1 : 3,
    sportId: game.sportId,
    champId: game.champId,
    startAt: new Date(game.startAt * 1000),
    names: legNames(view, lookup),
    score: scoreText(game),
  };
}

/** The stake of one bet in minor units: refused when not a valid amount (102767) or below the minimum (105593). */
function stakeOf(
  text: string | undefined,
  shape: BetShape,
  legs: number,
  fields: CouponFields,
  context: PlayerContext,
) {
  const { currency } = context;
  let stakeMinor: bigint;
  try {
    stakeMinor = parseMoney(text ?? '', { code: currency.code, scale: currency.decimals }).amountMinor;
  } catch {
    throw refuse('stakeInvalid');
  }
  if (stakeMinor <= 0n) throw refuse('stakeInvalid');
  const minimum = BigInt(currency.minBetMinor ?? 1);
  const perCombination = shape.kind === 'system' && fields.CalcSystemsMin ? binomial(legs, shape.size) : 1n;
  const minBet = minimum * perCombination;
  if (stakeMinor < minBet)
    throw refuse('stakeBelowMinimum', undefined, { minBet: majorOf(minBet, currency.decimals) });
  return stakeMinor;
}

function majorOf(minor: bigint, decimals: number): number {
  return Number(minor) / 10 ** decimals;
}

/** The largest stake the limits allow for a bet of this price (thousandths). */
export function maxStakeMinor(context: Pick<PlayerContext, 'config' | 'currency'>, price: number): bigint {
  const { limits } = context.config.betting.rules;
  const byStake = baseToMinor(limits.maxStakeBase, context.currency);
  const byPayout =
    (baseToMinor(limits.maxPayoutBase, context.currency) * 1000n) / BigInt(Math.max(price, 1001));
  return byStake < byPayout ? byStake : byPayout;
}

function planBet(
  group: MultiGroup,
  groupIndex: number,
  lookups: readonly LegLookup[],
  kind: ReturnType<typeof couponKindOf>,
  fields: CouponFields,
  context: PlayerContext,
  view: FeedView,
  options: PlanOptions,
): BetPlan {
  const legs = group.indexes.map((index) => plannedLeg(view, lookups[index]!));
  const shape = shapeOf(kind, legs.length, fields, context);
  if (shape.kind !== 'single' && new Set(legs.map((leg) => leg.gameId)).size !== legs.length)
    throw refuse('notCombinable');
  const stakeMinor = stakeOf(group.stake ?? options.defaultStake, shape, legs.length, fields, context);
  const boost = boostOf(fields, context);
  const tax = taxRulesOf(context);
  const quote = quoteCoupon({
    shape,
    prices: legs.map((leg) => leg.price),
    stakeMinor,
    boost,
    tax,
    scale: context.currency.decimals,
    antiExpressMarginPercent: context.config.betting.rules.antiExpress.marginPercent,
  });
  if (
    boost?.kind === 'power' &&
    stakeMinor > baseToMinor(context.config.betting.rules.powerBet.maxStakeBase, context.currency)
  )
    throw refuse('powerBetStake');
  const betStakeMinor = stakeMinor - quote.stakeTaxMinor;
  const exposureCents = minorToBaseCents(quote.payoutMinor - betStakeMinor, context.currency);
  if (!options.skipMaximum) {
    const maximum = maxStakeMinor(context, quote.coef);
    const liability = BigInt(context.config.betting.rules.limits.maxMarketLiabilityBase) * 100n;
    if (stakeMinor > maximum || exposureCents > liability)
      throw refuse('overMaxStake', undefined, { maxBet: majorOf(maximum, context.currency.decimals) });
  }
  return {
    groupIndex,
    shape,
    legs,
    stakeMinor,
    stakeTaxMinor: quote.stakeTaxMinor,
    betStakeMinor,
    price: quote.coef,
    possibleWinMinor: quote.possibleWinMinor,
    boost: quote.boostPercent > 0 || boost?.kind === 'power' ? boost : null,
    tax,
    live: legs.some((leg) => leg.kind === 1),
    exposureCents: exposureCents > 0n ? exposureCents : 0n,
  };
}

/**
 * A multi coupon's bet refusal (a stake or a combination) with `GroupIndex`, the bet's place in the coupon, in
 * its Value: the client shows it on that bet's stake.
 */
function ofGroup(error: unknown, index: number): unknown {
  if (!(error instanceof PlatformError)) return error;
  const value = typeof error.value === 'object' && error.value !== null ? error.value : {};
  return new PlatformError(error.errorCode, error.message, error.httpStatus, { ...value, GroupIndex: index });
}

/** The legs' checks against the feed: the first leg refusal, then the price policy (130 with the prices now). */
export function checkLegs(
  view: FeedView,
  legs: readonly LegInput[],
  fields: CouponFields,
  policy: PricePolicy,
  nowMs: number,
): LegLookup[] {
  const lookups = legs.map((leg) => lookupLeg(view, leg));
  for (const lookup of lookups) {
    const refusal = legRefusal(lookup, { nowMs, transformEventKind: fields.TransformEventKind === true });
    if (refusal) throw refuse(refusal);
  }
  if (lookups.some((l) => !pricePasses(policy, l.input.sentPrice, l.outcome!.C)))
    throw refuse('priceChanged', undefined, {
      Events: lookups.map((lookup) => couponEvent(view, lookup, undefined)),
    });
  return lookups;
}

/**
 * Everything a coupon's acceptance needs, checked against one view of the feed: its bets (a multi coupon
 * has several), each leg found, open and priced within the player's policy, each stake within the limits.
 * Throws the first refusal.
 */
export function planCoupon(
  fields: CouponFields,
  context: PlayerContext,
  view: FeedView,
  options: PlanOptions,
): CouponPlan {
  const legs = readLegs(fields.Events);
  if (legs.length === 0) throw refuse('checkFailed', 'The coupon has no events');
  const kind = couponKindOf(fields.Vid, legs.length);
  if (!kind) throw refuse('checkFailed', `Unknown coupon kind ${fields.Vid}`);
  const tooMany = legCountRefusal(kind, legs.length, context.config.coupon);
  if (tooMany) throw refuse(tooMany === COUPON_CODES.tooManyEvents ? 'tooManyEvents' : 'tooManySystemEvents');
  const policy = options.policy ?? pricePolicyOf(fields, context.config.betting);
  const lookups = checkLegs(view, legs, fields, policy, options.nowMs);
  const groups = groupsOf(kind, fields, legs.length, fields.Summ ?? options.defaultStake);
  const bets = groups.map((group, index) => {
    try {
      return planBet(group, index, lookups, kind, fields, context, view, options);
    } catch (error) {
      throw kind === 'multi' ? ofGroup(error, index) : error;
    }
  });
  return {
    bets,
    live: bets.some((bet) => bet.live),
    policy,
    gameIds: [...new Set(lookups.map((lookup) => lookup.game!.id))].sort((a, b) => a - b),
    viewSeq: view.seq,
    gameVersions: new Map(lookups.map((lookup) => [lookup.game!.id, lookup.game!.version])),
  };
}
