import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineCurrency } from '../money/money';
import { ratioFromDecimal, type Ratio } from '../money/ratio';
import { pow10 } from '../money/rounding';
import { coefficientRate, conversionPostings, convertDownMinor } from './ledger-conversion';
import { LedgerInvariantError } from './ledger-refusal';
import { assertBalanced } from './posting';

const USD = defineCurrency('USD', 2);
const EUR = defineCurrency('EUR', 2);
const KWD = defineCurrency('KWD', 3);
const JPY = defineCurrency('JPY', 0);
const BTC = defineCurrency('BTC', 8);

const currencies = fc.constantFrom(USD, EUR, KWD, JPY, BTC);
const rate = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 10n }), fc.integer({ min: 0, max: 10 }))
  .map(([digits, scale]): Ratio => ({ numerator: digits, denominator: pow10(scale) }));
const amount = fc.bigInt({ min: 1n, max: 10n ** 14n });
const inverse = (r: Ratio): Ratio => ({ numerator: r.denominator, denominator: r.numerator });

describe('ledger conversion (truncated to the target minor unit)', () => {
  it.each([
    [1000n, EUR, USD, '1.0875', 1087n],
    [1n, USD, EUR, '0.6', 0n],
    [3n, USD, EUR, '0.5', 1n],
    [12_345n, USD, JPY, '151.37', 18_686n],
    [100_000_000n, BTC, USD, '61234.567891', 6_123_456n],
    [10_000n, USD, BTC, '0.0000163', 163_000n],
    [1_000n, KWD, USD, '3.2552', 325n],
  ])('%s minor %o at %s gives %s minor', (minor, from, to, text, expected) => {
    expect(convertDownMinor(minor, from, to, ratioFromDecimal(text)!)).toBe(expected);
  });

  it('takes the rate from two coefficients of the same base (units per one base unit)', () => {
    // 1 base = 0.92 EUR = 151.37 JPY, so 1 EUR = 164.53... JPY; 10.00 EUR -> 1645 JPY (1645.32 truncated).
    expect(convertDownMinor(1000n, EUR, JPY, coefficientRate(0.92, 151.37))).toBe(1645n);
  });

  it('gives at most the exact value and misses it by less than one target minor unit', () => {
    fc.assert(
      fc.property(amount, currencies, currencies, rate, (minor, from, to, r) => {
        const converted = convertDownMinor(minor, from, to, r);
        // exact, in target minor units: minor * r * 10^to / 10^from; compare scaled by the denominator.
        const exactScaled = minor * r.numerator * pow10(to.scale);
        const den = r.denominator * pow10(from.scale);
        expect(converted * den <= exactScaled).toBe(true);
        expect(exactScaled - converted * den < den).toBe(true);
      }),
    );
  });

  it('never creates money on a round trip at the inverse rate', () => {
    fc.assert(
      fc.property(amount, currencies, currencies, rate, (minor, from, to, r) => {
        const there = convertDownMinor(minor, from, to, r);
        fc.pre(there > 0n);
        expect(convertDownMinor(there, to, from, inverse(r)) <= minor).toBe(true);
      }),
    );
  });

  it('is monotonic: more in never gives less out', () => {
    fc.assert(
      fc.property(amount, amount, currencies, currencies, rate, (a, b, from, to, r) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(convertDownMinor(low, from, to, r) <= convertDownMinor(high, from, to, r)).toBe(true);
      }),
    );
  });

  it('builds one transaction that sums to zero in each currency', () => {
    const postings = conversionPostings({
      from: { accountId: 1, currency: 'USD' },
      fromExchange: { accountId: 2, currency: 'USD' },
      toExchange: { accountId: 3, currency: 'EUR' },
      to: { accountId: 4, currency: 'EUR' },
      amountMinor: 1000n,
      convertedMinor: 919n,
    });
    assertBalanced(postings);
    expect(postings.map((p) => p.amountMinor)).toEqual([-1000n, 1000n, -919n, 919n]);
  });

  it('refuses amounts that are not positive', () => {
    expect(() => convertDownMinor(0n, USD, EUR, ratioFromDecimal('1')!)).toThrow(LedgerInvariantError);
  });
});
