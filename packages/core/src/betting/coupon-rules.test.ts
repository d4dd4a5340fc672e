import { describe, expect, it } from 'vitest';
import { availableAdvance } from './advance';
import { antiExpressPriceOf } from './anti-express';
import { betReturn } from './bet-return';
import { NO_TAX, payoutTax, stakeTax, type TaxRules } from './betting-tax';
import { boostPercentFor, qualifyingLegs } from './boost';
import { binomial } from './combinations';
import { legCountRefusal } from './coupon-limits';
import { priceRatio, ratio } from './exact';
import { couponHistoryDays } from './history-days';
import { multiGroups } from './multi-coupon';
import { targetPriceThousandths } from './target-price';

// docs/BETTING.md, number for number (amounts in cents).
describe('anti-express price', () => {
  it.each([
    [[1500, 2000], 1425],
    [[1500, 1500, 1500], 1357],
    [[2000], 1850],
  ])('%o at 15%% margin is %i', (prices, expected) => {
    expect(antiExpressPriceOf(prices, 15)).toBe(expected);
  });
});

const EXPRESS_BOOST = [
  { legs: 3, percent: 3 },
  { legs: 4, percent: 5 },
  { legs: 5, percent: 7 },
  { legs: 6, percent: 10 },
  { legs: 7, percent: 12 },
  { legs: 8, percent: 15 },
  { legs: 10, percent: 20 },
];

describe('boosts', () => {
  it.each([
    [2, 0],
    [3, 3],
    [4, 5],
    [9, 15],
    [10, 20],
    [50, 20],
  ])('%i qualifying legs get %i%%', (legs, percent) => {
    expect(boostPercentFor(legs, EXPRESS_BOOST)).toBe(percent);
  });

  it('counts legs at the minimum price that are not void', () => {
    const legs = [
      { price: 1200, result: null },
      { price: 1199, result: null },
      { price: 1500, result: 'void' as const },
      { price: 3000, result: 'won' as const },
    ];
    expect(qualifyingLegs(legs, 1200)).toBe(2);
  });

  it.each([
    ['express of four at 1.50 boosted 5%', ratio(50_625n, 10_000n), 5, 5062n, 203n, 5265n],
    ['the same with a leg void, 3%', priceRatio(3375), 3, 3375n, 71n, 3446n],
    ['power single at 2.00, 5%', priceRatio(2000), 5, 2000n, 50n, 2050n],
  ])('%s', (_name, multiplier, percent, payout, boost, paid) => {
    const result = betReturn({
      stakeMinor: 1000n,
      multiplier,
      boostPercent: percent,
      tax: NO_TAX,
      priceThousandths: 0,
      scale: 2,
    });
    expect(result).toEqual({ payoutMinor: payout, boostMinor: boost, taxMinor: 0n, paidMinor: paid });
  });
});

const KE: TaxRules = {
  taxType: 3,
  betTaxPercent: 12.5,
  payoutTaxPercent: 20,
  winAmountThreshold: 0,
  coefThreshold: 0,
  hasReturnTax: false,
};

describe('betting taxes', () => {
  const settle = (rules: TaxRules) => {
    const stake = 10_000n - stakeTax(10_000n, rules);
    return betReturn({
      stakeMinor: stake,
      multiplier: priceRatio(3000),
      boostPercent: 0,
      tax: rules,
      priceThousandths: 3000,
      scale: 2,
    });
  };

  it('withholds the stake tax at placement', () => {
    expect(stakeTax(10_000n, KE)).toBe(1250n);
    expect(stakeTax(10_000n, { ...KE, taxType: 2 })).toBe(0n);
  });

  it.each<[string, TaxRules, bigint, bigint]>([
    ['stake and payout tax', KE, 3500n, 22_750n],
    ['on the whole return', { ...KE, hasReturnTax: true }, 5250n, 21_000n],
    ['above a win threshold', { ...KE, winAmountThreshold: 100 }, 1500n, 24_750n],
    ['below the price threshold', { ...KE, coefThreshold: 5 }, 0n, 26_250n],
  ])('%s', (_name, rules, tax, paid) => {
    expect(settle(rules)).toMatchObject({ payoutMinor: 26_250n, taxMinor: tax, paidMinor: paid });
  });

  it('takes nothing from a bet returning no more than its stake', () => {
    expect(payoutTax({ returnMinor: 500n, stakeMinor: 1000n, priceThousandths: 3000, scale: 2 }, KE)).toBe(
      0n,
    );
  });
});

describe('advance', () => {
  it.each([
    ['a share of the running stakes', 16_000n, 0n, 8000n],
    ['less what is owed', 16_000n, 3000n, 5000n],
    ['never below zero', 16_000n, 9000n, 0n],
    ['at most the maximum', 1_000_000n, 0n, 100_000n],
  ])('%s', (_name, stakes, owed, available) => {
    expect(
      availableAdvance({ runningStakesMinor: stakes, sharePercent: 50, maxMinor: 100_000n, owedMinor: owed }),
    ).toBe(available);
  });
});

describe('coupon limits', () => {
  const limits = { maxBets: 50, maxBetsSystemOrMulti: 20 };
  it.each([
    ['express', 50, null],
    ['express', 51, 157972],
    ['system', 20, null],
    ['system', 21, 168],
    ['multi', 21, 168],
    ['anti', 21, null],
  ] as const)('%s of %i legs: %s', (kind, legs, code) => {
    expect(legCountRefusal(kind, legs, limits)).toBe(code);
  });

  it('splits a system over C(n, k) combinations', () => {
    expect([binomial(3, 2), binomial(4, 3), binomial(20, 10), binomial(3, 4)]).toEqual([
      3n,
      4n,
      184_756n,
      0n,
    ]);
  });
});

describe('multi coupons', () => {
  it('groups legs by EventsIndexes with a stake per group', () => {
    expect(
      multiGroups({ legCount: 4, eventsIndexes: [[0, 1], [2], 3], groupsSumms: ['5', '3', '2'] }),
    ).toEqual([
      { indexes: [0, 1], stake: '5' },
      { indexes: [2], stake: '3' },
      { indexes: [3], stake: '2' },
    ]);
  });

  it('makes every leg a single without EventsIndexes', () => {
    expect(multiGroups({ legCount: 2, summ: '1.5' })).toEqual([
      { indexes: [0], stake: '1.5' },
      { indexes: [1], stake: '1.5' },
    ]);
  });

  it.each([
    [{ legCount: 2, eventsIndexes: [[0, 2]] }],
    [{ legCount: 2, eventsIndexes: [[0], [0, 1]] }],
    [{ legCount: 2, eventsIndexes: [[]] }],
    [{ legCount: 2, eventsIndexes: [[0], [1]], groupsSumms: ['1'] }],
  ])('refuses %o', (input) => {
    expect(multiGroups(input)).toBeUndefined();
  });
});

describe('coupon history days', () => {
  it.each<[unknown, number]>([
    [undefined, 30],
    [14, 14],
    ['21', 21],
    ['abc', 7],
    ['', 7],
    [0, 7],
    [-3, 7],
    [2.5, 7],
    [100_000, 3650],
  ])('%o reads as %i', (value, days) => {
    expect(couponHistoryDays(value, 30)).toBe(days);
  });
});

describe('auto bet target price', () => {
  it.each<[number | string, number, number | undefined]>([
    [2.5, 0, 2500],
    ['3/2', 1, 2500],
    [150, 2, 2500],
    [-200, 2, 1500],
    [1.5, 3, 2500],
    ['x', 0, undefined],
    [2, 9, undefined],
  ])('%s in format %i is %s', (value, cfview, expected) => {
    expect(targetPriceThousandths(value, cfview)).toBe(expected);
  });
});
