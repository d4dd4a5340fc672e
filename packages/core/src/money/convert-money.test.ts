import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { convertMoney, crossRate } from './convert-money';
import { defineCurrency, moneyOfMinor } from './money';
import { MoneyError } from './money-error';
import { pow10 } from './rounding';

const EUR = defineCurrency('EUR', 2);
const KZT = defineCurrency('KZT', 2);
const BTC = defineCurrency('BTC', 8);
const JPY = defineCurrency('JPY', 0);

describe('convertMoney', () => {
  it.each([
    [moneyOfMinor(1000n, EUR), KZT, '520.5', 520_500n],
    [moneyOfMinor(1n, EUR), KZT, '0.5', 0n],
    [moneyOfMinor(3n, EUR), KZT, '0.5', 2n],
    [moneyOfMinor(5n, EUR), KZT, '0.5', 2n],
    [moneyOfMinor(7n, EUR), KZT, '0.5', 4n],
    [moneyOfMinor(-3n, EUR), KZT, '0.5', -2n],
    [moneyOfMinor(100_000_000n, BTC), EUR, '61234.567', 6_123_457n],
    [moneyOfMinor(10_000n, EUR), BTC, '0.0000163', 163_000n],
    [moneyOfMinor(1234n, EUR), JPY, '160.5', 1981n],
  ])('%o to %o at %s', (money, target, rate, minor) => {
    expect(convertMoney(money, target, rate)).toEqual({ amountMinor: minor, currency: target });
  });

  it('converts through two coefficients of the same base', () => {
    // 1 base = 2 EUR = 1000 KZT, so 1 EUR = 500 KZT.
    const rate = crossRate('2', '1000');
    expect(convertMoney(moneyOfMinor(250n, EUR), KZT, rate).amountMinor).toBe(125_000n);
  });

  it.each(['0', '-1', 'abc', '1e3'])('refuses the rate %j', (rate) => {
    expect(() => convertMoney(moneyOfMinor(1n, EUR), KZT, rate)).toThrow(MoneyError);
    expect(() => crossRate('1', rate)).toThrow(MoneyError);
  });

  it('never creates or loses more than half a target minor unit', () => {
    const currencies = fc.constantFrom(EUR, BTC, JPY);
    const rate = fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 10 }));
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        currencies,
        currencies,
        rate,
        (minor, from, to, [digits, scale]) => {
          const rateText = `${digits / pow10(scale)}.${(digits % pow10(scale)).toString().padStart(scale, '0')}`;
          const result = convertMoney(
            moneyOfMinor(minor, from),
            to,
            scale === 0 ? digits.toString() : rateText,
          );
          // exact value in target minor units = minor * digits * 10^to / (10^scale * 10^from)
          const den = pow10(scale + from.scale);
          const error = result.amountMinor * den - minor * digits * pow10(to.scale);
          return 2n * (error < 0n ? -error : error) <= den;
        },
      ),
    );
  });

  it('rounds exact halves to even so a batch of halves does not drift', () => {
    const halves = Array.from({ length: 100 }, (_, i) => moneyOfMinor(BigInt(2 * i + 1), EUR));
    const total = halves.reduce((sum, m) => sum + convertMoney(m, KZT, '0.5').amountMinor, 0n);
    const exactDoubled = halves.reduce((sum, m) => sum + m.amountMinor, 0n);
    expect(2n * total).toBe(exactDoubled);
  });
});
