import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAbove, presetAmounts } from './amount-math';

describe('amount maths of the payment forms', () => {
  it.each([
    ['4000000', false],
    ['4000000.00', false],
    ['4000000.01', true],
    ['4000001', true],
    ['', false],
    ['12.', false],
  ])('%s is above 4000000: %s', (text, expected) => {
    expect(isAbove(text, 4_000_000)).toBe(expected);
  });

  it('agrees with exact integer comparison for any amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 8 }),
        (digits, scale) => {
          const text =
            scale === 0
              ? String(digits)
              : `${digits / 10n ** BigInt(scale)}.${String(digits % 10n ** BigInt(scale)).padStart(scale, '0')}`;
          expect(isAbove(text, 4_000_000)).toBe(digits > 4_000_000n * 10n ** BigInt(scale));
        },
      ),
    );
  });

  it('offers multiples of the minimum within the bounds', () => {
    expect(presetAmounts('1.00', '10000.00', 2)).toEqual(['1.00', '5.00', '10.00', '50.00']);
    expect(presetAmounts('100.00', '600.00', 2)).toEqual(['100.00', '500.00']);
    expect(presetAmounts('0.00010000', '5.00000000', 8)).toEqual([
      '0.00010000',
      '0.00050000',
      '0.00100000',
      '0.00500000',
    ]);
  });
});
