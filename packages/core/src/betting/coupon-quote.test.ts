import { describe, expect, it } from 'vitest';
import type { BetShape } from './bet-kind';
import { NO_TAX } from './betting-tax';
import type { BoostRules } from './boost';
import { quoteCoupon, type CouponQuoteInput } from './coupon-quote';

const EXPRESS_BOOST: BoostRules = {
  minLegPrice: 1200,
  steps: [
    { legs: 3, percent: 3 },
    { legs: 4, percent: 5 },
  ],
};

const quote = (
  shape: BetShape,
  prices: number[],
  stakeMinor: bigint,
  extra: Partial<CouponQuoteInput> = {},
) =>
  quoteCoupon({
    shape,
    prices,
    stakeMinor,
    boost: null,
    tax: NO_TAX,
    scale: 2,
    antiExpressMarginPercent: 15,
    ...extra,
  });

// docs/BETTING.md, number for number.
describe('a coupon priced now', () => {
  it('an express: product, anti-express price and possible win', () => {
    expect(quote({ kind: 'express' }, [1500, 2000, 1800], 1000n)).toMatchObject({
      coef: 5400,
      expressCoef: 5400,
      resultCoef: 5400,
      possibleWinMinor: 5400n,
    });
    expect(quote({ kind: 'express' }, [1500, 2000], 1000n).antiExpressCoef).toBe(1425);
  });

  it('a system 2/3: the price if every leg wins', () => {
    expect(quote({ kind: 'system', size: 2 }, [1500, 2000, 2500], 3000n)).toMatchObject({
      coef: 3916,
      possibleWinMinor: 11_750n,
    });
  });

  it('an anti-express pays its own price', () => {
    expect(quote({ kind: 'anti', marginPercent: 15 }, [1500, 2000], 1000n)).toMatchObject({
      coef: 1425,
      possibleWinMinor: 1425n,
    });
  });

  it('an express boost raises the result price and the possible win', () => {
    const boosted = quote({ kind: 'express' }, [1500, 1500, 1500, 1500], 1000n, {
      boost: { kind: 'express', rules: EXPRESS_BOOST },
    });
    expect(boosted).toMatchObject({
      coef: 5062,
      boostPercent: 5,
      resultCoef: 5265,
      boostMinor: 203n,
      possibleWinMinor: 5265n,
    });
  });

  it('an express boost does not apply to a single; a power bet does', () => {
    expect(
      quote({ kind: 'single' }, [2000], 1000n, { boost: { kind: 'express', rules: EXPRESS_BOOST } })
        .boostPercent,
    ).toBe(0);
    const power = quote({ kind: 'single' }, [2000], 1000n, {
      boost: { kind: 'power', rules: { minLegPrice: 1000, steps: [{ legs: 1, percent: 5 }] } },
    });
    expect(power).toMatchObject({ boostPercent: 5, possibleWinMinor: 2050n });
  });

  it('shows the taxes on the possible win', () => {
    const taxed = quote({ kind: 'single' }, [3000], 10_000n, {
      tax: {
        taxType: 3,
        betTaxPercent: 12.5,
        payoutTaxPercent: 20,
        winAmountThreshold: 0,
        coefThreshold: 0,
        hasReturnTax: false,
      },
    });
    expect(taxed).toMatchObject({
      stakeTaxMinor: 1250n,
      payoutMinor: 26_250n,
      payoutTaxMinor: 3500n,
      possibleWinMinor: 22_750n,
    });
  });
});
