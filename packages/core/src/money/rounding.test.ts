import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { divRound, type RoundingMode } from './rounding';

describe('divRound', () => {
  it.each<[bigint, bigint, RoundingMode, bigint]>([
    [5n, 2n, 'half-away-from-zero', 3n],
    [-5n, 2n, 'half-away-from-zero', -3n],
    [5n, 2n, 'half-even', 2n],
    [7n, 2n, 'half-even', 4n],
    [-5n, 2n, 'half-even', -2n],
    [-7n, 2n, 'half-even', -4n],
    [14n, 10n, 'half-even', 1n],
    [16n, 10n, 'half-even', 2n],
    [-16n, 10n, 'half-away-from-zero', -2n],
    [5n, -2n, 'half-away-from-zero', -3n],
    [9n, 3n, 'half-even', 3n],
  ])('%s / %s (%s) = %s', (n, d, mode, expected) => {
    expect(divRound(n, d, mode)).toBe(expected);
  });

  it('refuses division by zero', () => {
    expect(() => divRound(1n, 0n, 'half-even')).toThrow(RangeError);
  });

  it('is never more than half a unit from the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.constantFrom<RoundingMode>('half-even', 'half-away-from-zero'),
        (n, d, mode) => {
          const error = divRound(n, d, mode) * d - n;
          return 2n * (error < 0n ? -error : error) <= d;
        },
      ),
    );
  });

  it('rounds symmetrically around zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt(),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (n, d) =>
          divRound(-n, d, 'half-away-from-zero') === -divRound(n, d, 'half-away-from-zero') &&
          divRound(-n, d, 'half-even') === -divRound(n, d, 'half-even'),
      ),
    );
  });
});
