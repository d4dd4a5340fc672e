import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetShape } from './bet-kind';
import { betMultiplier } from './bet-payout';
import { cashOutValue } from './cash-out';
import { scaleDown } from './exact';
import type { PricedLeg } from './leg-result';

const single: BetShape = { kind: 'single' };
const express: BetShape = { kind: 'express' };

// docs/BETTING.md, number for number (amounts in cents).
describe('cash-out value', () => {
  it.each<[string, BetShape, PricedLeg[], (number | null)[], bigint, unknown]>([
    ['single at 2.50, now 2.00', single, [{ price: 2500, result: null }], [2000], 1000n, 1187n],
    [
      'express with a won leg and one open',
      express,
      [
        { price: 1800, result: 'won' },
        { price: 2200, result: null },
      ],
      [null, 1600],
      1000n,
      2351n,
    ],
    [
      'selling 4.00 of that stake',
      express,
      [
        { price: 1800, result: 'won' },
        { price: 2200, result: null },
      ],
      [null, 1600],
      400n,
      940n,
    ],
  ])('%s', (_name, shape, legs, prices, stake, value) => {
    expect(cashOutValue({ shape, legs, currentPrices: prices, stakeMinor: stake, marginPercent: 5 })).toEqual(
      {
        ok: true,
        valueMinor: value,
      },
    );
  });

  it.each<[string, PricedLeg[], (number | null)[], string]>([
    [
      'a suspended leg',
      [
        { price: 1800, result: null },
        { price: 2200, result: null },
      ],
      [1700, null],
      'suspended',
    ],
    [
      'a lost leg',
      [
        { price: 1800, result: 'lost' },
        { price: 2200, result: null },
      ],
      [null, 2000],
      'lost',
    ],
    [
      'nothing open',
      [
        { price: 1800, result: 'won' },
        { price: 2200, result: 'won' },
      ],
      [null, null],
      'settled',
    ],
  ])('is refused with %s', (_name, legs, prices, reason) => {
    expect(
      cashOutValue({ shape: express, legs, currentPrices: prices, stakeMinor: 1000n, marginPercent: 5 }),
    ).toEqual({
      ok: false,
      reason,
    });
  });

  it('is below the possible win while the price has not moved below the accepted one', () => {
    const leg = fc.record({
      price: fc.integer({ min: 1010, max: 20_000 }),
      drift: fc.integer({ min: 0, max: 5000 }),
    });
    fc.assert(
      fc.property(
        fc.array(leg, { minLength: 1, maxLength: 5 }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (ls, stake) => {
          const legs = ls.map(({ price }) => ({ price, result: null }));
          const value = cashOutValue({
            shape: express,
            legs,
            currentPrices: ls.map(({ price, drift }) => price + drift),
            stakeMinor: stake,
            marginPercent: 5,
          });
          expect(value.ok).toBe(true);
          if (value.ok)
            expect(value.valueMinor).toBeLessThanOrEqual(scaleDown(stake, betMultiplier(express, legs)));
        },
      ),
    );
  });
});
