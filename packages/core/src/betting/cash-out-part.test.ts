import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutPartValue } from './cash-out-part';
import { cashOutValue } from './cash-out';
import { payoutTax, type TaxRules } from './betting-tax';

describe('cash-out value of a part of the running stake', () => {
  // Amounts in cents: the whole value 3.80 of a running 4.00, and so on.
  it.each<[string, bigint, boolean, bigint, bigint, bigint]>([
    ['all of it: the value itself', 380n, false, 400n, 400n, 380n],
    ['all of it, taxed: the value itself', 761n, true, 1000n, 1000n, 761n],
    ['a half, exact', 380n, false, 200n, 400n, 190n],
    ['a quarter, exact', 380n, false, 100n, 400n, 95n],
    ['three quarters, exact', 380n, false, 300n, 400n, 285n],
    ['a third, rounded down', 1000n, false, 100n, 300n, 333n],
    ['two thirds, rounded down (666.67)', 1000n, false, 200n, 300n, 666n],
    ['one cent of the stake', 950n, false, 1n, 1000n, 0n],
    ['taxed: one cent under the share', 760n, true, 300n, 1000n, 227n],
    ['taxed: a share of nothing stays nothing', 950n, true, 1n, 1000n, 0n],
    ['a worthless bet', 0n, false, 200n, 400n, 0n],
    ['crypto scale (8 decimals)', 12_345_678_901n, false, 50_000_000n, 150_000_000n, 4_115_226_300n],
  ])('%s', (_name, valueMinor, taxed, partMinor, openStakeMinor, expected) => {
    expect(cashOutPartValue({ valueMinor, taxed, partMinor, openStakeMinor })).toBe(expected);
  });

  it.each<[string, bigint, bigint]>([
    ['nothing', 0n, 400n],
    ['more than the running stake', 401n, 400n],
    ['a negative part', -1n, 400n],
    ['a part of a sold bet', 1n, 0n],
  ])('refuses %s', (_name, partMinor, openStakeMinor) => {
    expect(() => cashOutPartValue({ valueMinor: 100n, taxed: false, partMinor, openStakeMinor })).toThrow(
      RangeError,
    );
  });

  // The server's sale (apps/server cash-out-value.ts): the part valued on its own, then its payout tax.
  const rules = fc.record<TaxRules>({
    taxType: fc.constantFrom(0, 2, 3),
    betTaxPercent: fc.constant(0),
    payoutTaxPercent: fc.constantFrom(0, 10, 12.5, 13, 20, 33.3),
    winAmountThreshold: fc.constantFrom(0, 0.01, 1, 5.55),
    coefThreshold: fc.constant(0),
    hasReturnTax: fc.boolean(),
  });

  it('never promises more than the server pays for the part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1010, max: 50_000 }),
        fc.integer({ min: 1010, max: 50_000 }),
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        rules,
        (accepted, now, openStakeMinor, share, taxes) => {
          const paid = (stakeMinor: bigint) => {
            const value = cashOutValue({
              shape: { kind: 'single' },
              legs: [{ price: accepted, result: null }],
              currentPrices: [now],
              stakeMinor,
              marginPercent: 5,
            });
            if (!value.ok) throw new Error('a priced single always has a value');
            const tax = payoutTax(
              { returnMinor: value.valueMinor, stakeMinor, priceThousandths: accepted, scale: 2 },
              taxes,
            );
            return { paid: value.valueMinor - tax, tax };
          };
          const partMinor = 1n + BigInt(Math.floor(share * Number(openStakeMinor - 1n)));
          const whole = paid(openStakeMinor);
          const promised = cashOutPartValue({
            valueMinor: whole.paid,
            taxed: whole.tax > 0n,
            partMinor,
            openStakeMinor,
          });
          expect(promised).toBeLessThanOrEqual(paid(partMinor).paid);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
