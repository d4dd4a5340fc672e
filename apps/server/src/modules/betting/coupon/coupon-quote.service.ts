import { couponKindOf, legCountFits, type BetShape } from '@sportsbook/core/betting/bet-kind';
import { binomial } from '@sportsbook/core/betting/combinations';
import { quoteCoupon } from '@sportsbook/core/betting/coupon-quote';
import type { TaxRules } from '@sportsbook/core/betting/betting-tax';
import { multiGroups } from '@sportsbook/core/betting/multi-coupon';
import { parseMoney } from '@sportsbook/core/money/parse-money';
import type { Currency } from '@sportsbook/core/reference/reference.schema';
import type { ResolvedSiteConfig } from '@sportsbook/core/site-config/resolve-site-config';
import type { FeedView } from '../../feed/store/feed-view';
import { major } from '../placement/bet-answer';
import { maxStakeMinor, taxRulesOf } from '../placement/bet-plan';
import { baseToMinor } from '../placement/limits';
import type { CouponContext } from '../player/player-context';
import { couponEvent } from './coupon-events';
import { readLegs, type CouponFields } from './coupon-input';
import { lookupLeg } from './leg-lookup';

const USD_LIKE: Currency = {
  id: 0,
  code: 'USD',
  symbol: '$',
  name: 'US dollar',
  decimals: 2,
  isCrypto: false,
  hide: false,
  coefficient: 1,
  minBetMinor: 20,
};

function shapeFor(
  kind: ReturnType<typeof couponKindOf>,
  legs: number,
  fields: CouponFields,
  config: ResolvedSiteConfig,
): BetShape | null {
  const shape: BetShape =
    kind === 'system'
      ? { kind: 'system', size: fields.expressNum ?? 0 }
      : kind === 'anti'
        ? { kind: 'anti', marginPercent: config.betting.rules.antiExpress.marginPercent }
        : { kind: legs > 1 ? 'express' : 'single' };
  return legCountFits(shape, legs) ? shape : null;
}

function stakeOf(text: string | undefined, currency: Currency): bigint {
  try {
    return text === undefined
      ? 0n
      : parseMoney(text, { code: currency.code, scale: currency.decimals }).amountMinor;
  } catch {
    return 0n;
  }
}

/**
 * UpdateCoupon: the coupon priced now, never refused for what the feed says (each leg carries its current price
 * and its Block and Finish flags), with the limits, the possible win after boost and tax, and the boost and
 * anti-express prices (spec/coupon-format.md).
 */
export function quoteUpdate(
  fields: CouponFields,
  context: CouponContext,
  view: FeedView,
  saleSumm: number | null,
) {
  const { config } = context;
  const currency = context.currency ?? USD_LIKE;
  const legs = readLegs(fields.Events);
  const lookups = legs.map((leg) => lookupLeg(view, leg));
  const events = lookups.map((lookup) => couponEvent(view, lookup, context.language));
  const prices = lookups.map((lookup) => lookup.outcome?.C ?? lookup.input.sentPrice ?? 1001);
  const kind = couponKindOf(fields.Vid, legs.length);
  const shape =
    kind && kind !== 'multi' && legs.length > 0 ? shapeFor(kind, legs.length, fields, config) : null;
  const boostRules = config.betting.rules.expressBoost;
  const boost = fields.IsPowerBet
    ? {
        kind: 'power' as const,
        rules: {
          minLegPrice: Math.round(config.betting.rules.powerBet.minLegCoef * 1000),
          steps: config.betting.rules.powerBet.steps,
        },
      }
    : fields.IsExpressBoost
      ? {
          kind: 'express' as const,
          rules: {
            minLegPrice: Math.round(boostRules.minEventCoefToBoost * 1000),
            steps: boostRules.steps.filter((s) => s.legs >= boostRules.eventCountToBoost),
          },
        }
      : null;
  const stakeMinor = stakeOf(fields.Summ, currency);
  const tax = context.player ? taxRulesOf(context.player) : config.betting.rules.taxes.default;
  const quote =
    shape &&
    quoteCoupon({
      shape,
      prices,
      stakeMinor,
      boost,
      tax,
      scale: currency.decimals,
      antiExpressMarginPercent: config.betting.rules.antiExpress.marginPercent,
    });
  const scale = currency.decimals;
  const groups = kind === 'multi' ? multiQuotes(fields, prices, { config, currency, tax }) : null;
  const minBet = BigInt(currency.minBetMinor ?? 1);
  const combinations = shape?.kind === 'system' ? binomial(legs.length, shape.size) : 1n;
  const coef = quote?.coef ?? 0;
  return {
    Coef: coef / 1000,
    ResultCoef: (quote?.resultCoef ?? 0) / 1000,
    Vid: fields.Vid ?? (legs.length > 1 ? 1 : 0),
    Summ: major(stakeMinor, scale),
    minBet: major(fields.CalcSystemsMin ? minBet * combinations : minBet, scale),
    maxBet: major(maxStakeMinor({ config, currency }, Math.max(coef, 1001)), scale),
    MaxPayout: major(baseToMinor(config.betting.rules.limits.maxPayoutBase, currency), scale),
    BetStep: 1 / 10 ** scale,
    AntiExpressCoef: (quote?.antiExpressCoef ?? 0) / 1000,
    ExpresCoef: (quote?.expressCoef ?? 0) / 1000,
    MinBetSystem: major(minBet * combinations, scale),
    expressNum: fields.expressNum ?? 0,
    IsExpressBoost: boost?.kind === 'express' && (quote?.boostPercent ?? 0) > 0,
    EventCountToBoost: boostRules.eventCountToBoost,
    MinEventCoefToBoost: boostRules.minEventCoefToBoost,
    BoostPercent: quote?.boostPercent ?? 0,
    BoostSumm: major(quote?.boostMinor ?? 0n, scale),
    StakeTax: major(quote?.stakeTaxMinor ?? groups?.stakeTaxMinor ?? 0n, scale),
    PayoutTax: major(quote?.payoutTaxMinor ?? groups?.payoutTaxMinor ?? 0n, scale),
    TaxSumm: major(
      (quote?.stakeTaxMinor ?? groups?.stakeTaxMinor ?? 0n) +
        (quote?.payoutTaxMinor ?? groups?.payoutTaxMinor ?? 0n),
      scale,
    ),
    PossibleWin: major(quote?.possibleWinMinor ?? groups?.possibleWinMinor ?? 0n, scale),
    ...(groups ? { Summ: major(groups.stakeMinor, scale), Groups: groups.bets } : {}),
    Currency: currency.id,
    changeCf: lookups.some(
      (l) => l.outcome !== undefined && l.input.sentPrice !== null && l.outcome.C !== l.input.sentPrice,
    ),
    SaleSumm: saleSumm,
    Events: events,
  };
}

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);

/**
 * A multi coupon (Vid 2) priced bet by bet, the way MakeBetWeb splits it (docs/BETTING.md): each group of
 * EventsIndexes (or each leg) is a single or an express at its own stake from GroupsSumms (or Summ), with its
 * own limits, tax and possible win; the coupon's amounts are their sums. Null when the groups do not fit.
 */
function multiQuotes(
  fields: CouponFields,
  prices: readonly number[],
  context: { config: ResolvedSiteConfig; currency: Currency; tax: TaxRules },
) {
  const { config, currency, tax } = context;
  const groups = multiGroups({
    legCount: prices.length,
    eventsIndexes: fields.EventsIndexes,
    groupsSumms: fields.GroupsSumms,
    summ: fields.Summ,
  });
  if (!groups || prices.length === 0) return null;
  const scale = currency.decimals;
  const quotes = groups.map((group) => {
    const stakeMinor = stakeOf(group.stake, currency);
    const quote = quoteCoupon({
      shape: { kind: group.indexes.length > 1 ? 'express' : 'single' },
      prices: group.indexes.map((index) => prices[index]!),
      stakeMinor,
      boost: null,
      tax,
      scale,
      antiExpressMarginPercent: config.betting.rules.antiExpress.marginPercent,
    });
    return { stakeMinor, quote };
  });
  return {
    stakeMinor: sum(quotes.map((q) => q.stakeMinor)),
    stakeTaxMinor: sum(quotes.map((q) => q.quote.stakeTaxMinor)),
    payoutTaxMinor: sum(quotes.map((q) => q.quote.payoutTaxMinor)),
    possibleWinMinor: sum(quotes.map((q) => q.quote.possibleWinMinor)),
    bets: quotes.map(({ stakeMinor, quote }) => ({
      Summ: major(stakeMinor, scale),
      Coef: quote.coef / 1000,
      maxBet: major(maxStakeMinor({ config, currency }, Math.max(quote.coef, 1001)), scale),
      TaxSumm: major(quote.stakeTaxMinor + quote.payoutTaxMinor, scale),
      PossibleWin: major(quote.possibleWinMinor, scale),
    })),
  };
}
