import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { impliedProbability, isOdds, oddsFromDecimal, oddsFromThousandths } from './odds';
import { ODDS_FORMAT_CFVIEW, oddsFormatOfCfview } from './odds-format';

describe('odds values', () => {
  it.each([
    ['2.5', 2500],
    [2.5, 2500],
    ['1.0005', 1001],
    [1.925, 1925],
    ['1000', 1_000_000],
  ])('%j is %i thousandths', (input, thousandths) => {
    expect(oddsFromDecimal(input)).toBe(thousandths);
  });

  it.each(['1', '1.0004', '0.5', '-2', 'x', Number.NaN, Infinity])('%j is not odds', (input) => {
    expect(oddsFromDecimal(input)).toBeUndefined();
  });

  it('accepts only integer thousandths above 1000', () => {
    expect(isOdds(1001)).toBe(true);
    expect(isOdds(1000)).toBe(false);
    expect(isOdds(1500.5)).toBe(false);
    expect(() => oddsFromThousandths(2.5)).toThrow(RangeError);
  });

  it('implies probability 1 / decimal odds', () => {
    expect(impliedProbability(oddsFromThousandths(2000))).toBe(0.5);
    expect(impliedProbability(oddsFromThousandths(4000))).toBe(0.25);
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 10_000_000 }), (t) => {
        const p = impliedProbability(oddsFromThousandths(t));
        return p > 0 && p < 1;
      }),
    );
  });
});

describe('cfview ids', () => {
  it('numbers the six formats 0 to 5', () => {
    expect(ODDS_FORMAT_CFVIEW).toEqual({
      decimal: 0,
      fractional: 1,
      american: 2,
      hongKong: 3,
      indonesian: 4,
      malay: 5,
    });
  });

  it('maps ids back to formats and refuses unknown ids', () => {
    expect(oddsFormatOfCfview(0)).toBe('decimal');
    expect(oddsFormatOfCfview(5)).toBe('malay');
    expect(oddsFormatOfCfview(6)).toBeUndefined();
  });
});
