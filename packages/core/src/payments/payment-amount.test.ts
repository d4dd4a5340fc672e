import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatScaled } from '../money/decimal-text';
import { defineCurrency } from '../money/money';
import { pow10 } from '../money/rounding';
import { checkPaymentAmount, isAutoApproved, limitMinor } from './payment-amount';

const USD = defineCurrency('USD', 2);
const BTC = defineCurrency('BTC', 8);
const JPY = defineCurrency('JPY', 0);
const usdLimits = { min: '1', max: '10000', autoApproveMax: '500' };

describe('checkPaymentAmount', () => {
  it.each([
    ['1', { ok: true, amountMinor: 100n }],
    ['10000.00', { ok: true, amountMinor: 1_000_000n }],
    [' 25.5 ', { ok: true, amountMinor: 2550n }],
    ['1.500', { ok: true, amountMinor: 150n }],
    ['0.99', { ok: false, reason: 'below_min' }],
    ['10000.01', { ok: false, reason: 'above_max' }],
    ['1.001', { ok: false, reason: 'invalid' }],
    ['0', { ok: false, reason: 'invalid' }],
    ['-5', { ok: false, reason: 'invalid' }],
    ['5e2', { ok: false, reason: 'invalid' }],
    ['1,5', { ok: false, reason: 'invalid' }],
    ['', { ok: false, reason: 'invalid' }],
  ])('%j in USD 1..10000', (text, expected) => {
    expect(checkPaymentAmount(text, USD, usdLimits)).toEqual(expected);
  });

  it('reads crypto to its own precision and whole-unit currencies without decimals', () => {
    expect(checkPaymentAmount('0.00012345', BTC, { min: '0.0001', max: '5' })).toEqual({
      ok: true,
      amountMinor: 12_345n,
    });
    expect(checkPaymentAmount('0.00009999', BTC, { min: '0.0001', max: '5' })).toEqual({
      ok: false,
      reason: 'below_min',
    });
    expect(checkPaymentAmount('150.5', JPY, { min: '100', max: '1000' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('accepts exactly the amounts inside the bounds, for any scale and bounds (no float anywhere)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        (scale, amount, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const currency = defineCurrency('XTS', scale);
          const limits = { min: formatScaled(low, scale), max: formatScaled(high, scale) };
          const check = checkPaymentAmount(formatScaled(amount, scale), currency, limits);
          if (amount < low) expect(check).toEqual({ ok: false, reason: 'below_min' });
          else if (amount > high) expect(check).toEqual({ ok: false, reason: 'above_max' });
          else expect(check).toEqual({ ok: true, amountMinor: amount });
        },
      ),
    );
  });
});

describe('limitMinor', () => {
  it('rounds a bound finer than the currency inward', () => {
    expect(limitMinor('0.005', USD, 'min')).toBe(1n);
    expect(limitMinor('0.005', USD, 'max')).toBe(0n);
    expect(limitMinor('12.3400', USD, 'min')).toBe(1234n);
    expect(limitMinor('7', JPY, 'max')).toBe(7n);
  });

  it('keeps every accepted amount within the written bound', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 8 }),
        (digits, textScale, scale) => {
          const text = formatScaled(digits, textScale);
          const currency = defineCurrency('XTS', scale);
          const common = pow10(Math.max(scale, textScale));
          const exact = digits * (common / pow10(textScale));
          const min = limitMinor(text, currency, 'min') * (common / pow10(scale));
          const max = limitMinor(text, currency, 'max') * (common / pow10(scale));
          expect(min >= exact && min - exact < common / pow10(scale)).toBe(true);
          expect(max <= exact && exact - max < common / pow10(scale)).toBe(true);
        },
      ),
    );
  });
});

describe('isAutoApproved', () => {
  it('approves up to the bound, inclusive, and nothing without one', () => {
    expect(isAutoApproved(50_000n, USD, usdLimits)).toBe(true);
    expect(isAutoApproved(50_001n, USD, usdLimits)).toBe(false);
    expect(isAutoApproved(1n, USD, { min: '1', max: '2' })).toBe(false);
  });
});
