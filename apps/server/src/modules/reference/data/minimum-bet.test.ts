import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { minimumBetMinor, niceRound } from './minimum-bet';

describe('niceRound', () => {
  it.each([
    [16, 20],
    [104, 100],
    [0.172, 0.2],
    [31, 20],
    [3.6, 5],
    [7, 5],
    [1, 1],
  ])('%d -> %d', (value, rounded) => {
    expect(niceRound(value)).toBeCloseTo(rounded, 12);
  });

  it('stays within a factor of 2.5 and lands on a 1-2-5 step', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-9, max: 1e9, noNaN: true }), (value) => {
        const rounded = niceRound(value);
        expect(rounded / value).toBeLessThanOrEqual(2.5);
        expect(value / rounded).toBeLessThanOrEqual(2.5);
        const mantissa = rounded / 10 ** Math.floor(Math.log10(rounded) + 1e-9);
        expect([1, 2, 5].some((step) => Math.abs(mantissa - step) < 1e-6)).toBe(true);
      }),
    );
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (value) => {
    expect(() => niceRound(value)).toThrow(RangeError);
  });
});

describe('minimumBetMinor', () => {
  it.each([
    ['USD', 1, 2, 20],
    ['RUB', 80, 2, 2000],
    ['KZT', 520, 2, 10_000],
    ['JPY', 155, 0, 20],
    ['KWD', 0.307, 3, 50],
    ['BTC', 0.000011, 8, 200],
  ])('%s: about 20 US cents, in minor units', (_code, unitsPerUsd, decimals, minor) => {
    expect(minimumBetMinor(unitsPerUsd, decimals)).toBe(minor);
  });

  it('never goes below one minor unit', () => {
    expect(minimumBetMinor(0.0001, 0)).toBe(1);
  });
});
