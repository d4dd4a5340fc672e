import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatScaled, numberToDecimalText, parseDecimalText } from './decimal-text';

describe('parseDecimalText', () => {
  it.each([
    ['12.50', 1250n, 2],
    ['-0.001', -1n, 3],
    ['7', 7n, 0],
    ['007.10', 710n, 2],
  ])('%s reads as %s / 10^%i', (text, digits, scale) => {
    expect(parseDecimalText(text)).toEqual({ digits, scale });
  });

  it.each(['', '-', '.5', '5.', '+5', '1e3', '1,5', ' 1', '1 ', 'NaN', 'Infinity', '0x10', '1.2.3', '--1'])(
    'refuses %j',
    (text) => {
      expect(parseDecimalText(text)).toBeUndefined();
    },
  );
});

describe('numberToDecimalText', () => {
  it.each([
    [12.5, '12.5'],
    [1e-7, '0.0000001'],
    [-1.5e-7, '-0.00000015'],
    [1e21, '1000000000000000000000'],
    [1.25e21, '1250000000000000000000'],
    [0.1 + 0.2, '0.30000000000000004'],
  ])('%s -> %s', (value, text) => {
    expect(numberToDecimalText(value)).toBe(text);
  });

  it.each([Number.NaN, Infinity, -Infinity])('refuses %s', (value) => {
    expect(numberToDecimalText(value)).toBeUndefined();
  });

  it('always gives plain decimal text that reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = numberToDecimalText(value)!;
        return parseDecimalText(text.replace(/^-0$/, '0')) !== undefined && Number(text) === value;
      }),
    );
  });
});

describe('formatScaled', () => {
  it.each([
    [1250n, 2, '12.50'],
    [-5n, 2, '-0.05'],
    [1n, 8, '0.00000001'],
    [42n, 0, '42'],
    [0n, 2, '0.00'],
  ])('%s at scale %i -> %s', (digits, scale, text) => {
    expect(formatScaled(digits, scale)).toBe(text);
  });

  it('is read back exactly by parseDecimalText', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 18 }), (digits, scale) => {
        expect(parseDecimalText(formatScaled(digits, scale))).toEqual({ digits, scale });
      }),
    );
  });
});
