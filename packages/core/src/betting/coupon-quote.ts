import type { Ratio } from '../money/ratio';
import { antiExpressPrice } from './anti-express';
import type { BetShape } from './bet-kind';
import { betMultiplier } from './bet-payout';
import { betReturn } from './bet-return';
import { stakeTax, type TaxRules } from './betting-tax';
import { boostApplies, boostPercentFor, qualifyingLegs, type BoostKind, type BoostRules } from './boost';
import { ONE, displayThousandths, minus, percentRatio, plus, priceRatio, times } from './exact';

export interface CouponQuoteInput {
  readonly shape: BetShape;
  /** The legs' prices now, in thousandths. */
  readonly prices: readonly number[];
  readonly stakeMinor: bigint;
  /** The boost asked for, with its rules (null: none). */
  readonly boost: { readonly kind: BoostKind; readonly rules: BoostRules } | null;
  readonly tax: TaxRules;
  readonly scale: number;
  /** The configured anti-express margin, for AntiExpressCoef of any coupon. */
  readonly antiExpressMarginPercent: number;
}

/** A coupon priced now, as UpdateCoupon shows it (prices in thousandths, amounts in minor units). */
export interface CouponQuote {
  /** The bet's price if it wins (system: every leg won; anti-express: its own price). */
  readonly coef: number;
  /** The express price of all the legs (ExpresCoef). */
  readonly expressCoef: number;
  /** The anti-express price of the legs (0 with fewer than two). */
  readonly antiExpressCoef: number;
  readonly boostPercent: number;
  /** coef with the boost on its profit: 1 + (coef − 1) × (1 + boost). */
  readonly resultCoef: number;
  readonly stakeTaxMinor: bigint;
  readonly payoutMinor: bigint;
  readonly boostMinor: bigint;
  readonly payoutTaxMinor: bigint;
  /** What the player would receive if the bet wins: payout + boost − payout tax. */
  readonly possibleWinMinor: bigint;
}

function expressPrice(prices: readonly number[]): Ratio {
  return prices.reduce<Ratio>((product, price) => times(product, priceRatio(price)), ONE);
}

/** The boost percentage a coupon of these legs gets (0 when none applies). */
export function quotedBoostPercent(input: Pick<CouponQuoteInput, 'shape' | 'prices' | 'boost'>): number {
  const { boost, shape, prices } = input;
  if (!boost || !boostApplies(boost.kind, shape.kind)) return 0;
  const legs = qualifyingLegs(
    prices.map((price) => ({ price, result: null })),
    boost.rules.minLegPrice,
  );
  return boostPercentFor(legs, boost.rules.steps);
}

export function quoteCoupon(input: CouponQuoteInput): CouponQuote {
  const { shape, prices } = input;
  const express = expressPrice(prices);
  const antiExpressCoef =
    prices.length >= 2
      ? antiExpressPrice(
          express,
          shape.kind === 'anti' ? shape.marginPercent : input.antiExpressMarginPercent,
        )
      : 0;
  const multiplier =
    shape.kind === 'anti'
      ? priceRatio(antiExpressCoef)
      : betMultiplier(
          shape,
          prices.map((price) => ({ price, result: null })),
        );
  const boostPercent = quotedBoostPercent(input);
  const resultPrice = plus(ONE, times(minus(multiplier, ONE), plus(ONE, percentRatio(boostPercent))));
  const stakeTaxMinor = stakeTax(input.stakeMinor, input.tax);
  const coef = displayThousandths(multiplier);
  const result = betReturn({
    stakeMinor: input.stakeMinor - stakeTaxMinor,
    multiplier,
    boostPercent,
    tax: input.tax,
    priceThousandths: coef,
    scale: input.scale,
  });
  return {
    coef,
    expressCoef: displayThousandths(express),
    antiExpressCoef,
    boostPercent,
    resultCoef: displayThousandths(resultPrice),
    stakeTaxMinor,
    payoutMinor: result.payoutMinor,
    boostMinor: result.boostMinor,
    payoutTaxMinor: result.taxMinor,
    possibleWinMinor: result.paidMinor,
  };
}
