import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayAmount, displayMoney, formatAmount, formatMoney, groupDigits } from './format-money';
import { defineCurrency, moneyOfMinor } from './money';
import { MoneyError } from './money-error';
import { parseMoney } from './parse-money';

const EUR = defineCurrency('EUR', 2);
const BTC = defineCurrency('BTC', 8);
const JPY = defineCurrency('JPY', 0);

function reason(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return error instanceof MoneyError ? error.reason : 'not a MoneyError';
  }
  return undefined;
}

describe('parseMoney', () => {
  it.each<[string | number, typeof EUR, bigint]>([
    ['12.50', EUR, 1250n],
    ['12.5', EUR, 1250n],
    ['12', EUR, 1200n],
    [12.5, EUR, 1250n],
    [0.1, EUR, 10n],
    ['-3.07', EUR, -307n],
    ['1.500', EUR, 150n],
    ['0.00000001', BTC, 1n],
    [1e-8, BTC, 1n],
    ['123456789012345678901.23', EUR, 12345678901234567890123n],
    ['500', JPY, 500n],
  ])('%j in %s -> %s minor', (input, currency, minor) => {
    expect(parseMoney(input, currency).amountMinor).toBe(minor);
  });

  it.each<[string | number, typeof EUR, string]>([
    ['12.345', EUR, 'TOO_MANY_DECIMALS'],
    [0.1 + 0.2, EUR, 'TOO_MANY_DECIMALS'],
    ['0.000000001', BTC, 'TOO_MANY_DECIMALS'],
    ['1.5', JPY, 'TOO_MANY_DECIMALS'],
    ['1e3', EUR, 'INVALID_AMOUNT'],
    ['NaN', EUR, 'INVALID_AMOUNT'],
    [Number.NaN, EUR, 'INVALID_AMOUNT'],
    [Infinity, EUR, 'INVALID_AMOUNT'],
    ['', EUR, 'INVALID_AMOUNT'],
    ['12,50', EUR, 'INVALID_AMOUNT'],
    ['$12', EUR, 'INVALID_AMOUNT'],
    ['12.50abc', EUR, 'INVALID_AMOUNT'],
  ])('refuses %j in %s (%s)', (input, currency, expected) => {
    expect(reason(() => parseMoney(input, currency))).toBe(expected);
  });

  it('reads back every formatted amount exactly', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.constantFrom(EUR, BTC, JPY), (minor, currency) => {
        const money = moneyOfMinor(minor, currency);
        expect(parseMoney(formatMoney(money), currency)).toEqual(money);
      }),
    );
  });
});

describe('moneyOfMinor and defineCurrency', () => {
  it('refuses fractional or unsafe minor units and bad scales', () => {
    expect(reason(() => moneyOfMinor(1.5, EUR))).toBe('INVALID_AMOUNT');
    expect(reason(() => moneyOfMinor(2 ** 53, EUR))).toBe('INVALID_AMOUNT');
    expect(reason(() => defineCurrency('X', -1))).toBe('INVALID_SCALE');
    expect(reason(() => defineCurrency('X', 2.5))).toBe('INVALID_SCALE');
  });
});

describe('formatMoney', () => {
  it.each([
    [1250n, EUR, '12.50'],
    [-5n, EUR, '-0.05'],
    [1n, BTC, '0.00000001'],
    [500n, JPY, '500'],
  ])('%s minor %s -> %s', (minor, currency, text) => {
    expect(formatMoney(moneyOfMinor(minor, currency))).toBe(text);
  });
});

describe('displayMoney', () => {
  it.each([
    [1250n, EUR, '12.50'],
    [12_345_000n, BTC, '0.12'],
    [12_500_000n, BTC, '0.13'],
    [12_499_999n, BTC, '0.12'],
    [-12_500_000n, BTC, '-0.13'],
    [99_500_000n, BTC, '1.00'],
    [500n, JPY, '500'],
  ])('%s minor %s shows %s', (minor, currency, text) => {
    expect(displayMoney(moneyOfMinor(minor, currency))).toBe(text);
  });

  it('shows a negative amount as the negation of the positive one', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n }), (minor) => {
        expect(displayMoney(moneyOfMinor(-minor, BTC))).toBe(
          `-${displayMoney(moneyOfMinor(minor, BTC))}`.replace(/^-(0\.00)$/, '$1'),
        );
      }),
    );
  });

  it('is within half a cent of the exact amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (minor) => {
        const shownCents = BigInt(displayMoney(moneyOfMinor(minor, BTC)).replace('.', ''));
        const error = shownCents * 1_000_000n - minor;
        return 2n * (error < 0n ? -error : error) <= 1_000_000n;
      }),
    );
  });
});

describe('amount template', () => {
  it('fills the default {v} {c} template', () => {
    expect(displayAmount(moneyOfMinor(1250n, EUR), '€')).toBe('12.50 €');
  });

  it('fills a configured template and treats $ in labels literally', () => {
    expect(formatAmount('5.00', '$&', '{c}{v}')).toBe('$&5.00');
    expect(formatAmount('5.00', 'USD', '{v} {c} ({v})')).toBe('5.00 USD (5.00)');
  });

  it('sets thousands apart from the currency set base (10000) up, with a space that never breaks', () => {
    expect(formatAmount('10000000.00', 'USD')).toBe('10\u202f000\u202f000.00 USD');
    expect(displayAmount(moneyOfMinor(1_250_000n, EUR), '€')).toBe('12\u202f500.00 €');
  });
});

describe('groupDigits', () => {
  it.each([
    ['9999.99', '9999.99'],
    ['10000', '10\u202f000'],
    ['10000.00', '10\u202f000.00'],
    ['-123456.5', '-123\u202f456.5'],
    ['1234567890', '1\u202f234\u202f567\u202f890'],
    ['0.00001234', '0.00001234'],
    ['12 500', '12 500'],
    ['—', '—'],
  ])('%j -> %j', (value, expected) => {
    expect(groupDigits(value)).toBe(expected);
  });
});
