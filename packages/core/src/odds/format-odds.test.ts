import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatOdds, parseOdds } from './format-odds';
import { oddsFromThousandths } from './odds';
import { ODDS_FORMATS, type OddsFormat } from './odds-format';

const odds = oddsFromThousandths;

describe('formatOdds', () => {
  it.each<[number, OddsFormat, string]>([
    [2500, 'decimal', '2.50'],
    [2500, 'fractional', '3/2'],
    [2500, 'american', '+150'],
    [2500, 'hongKong', '1.50'],
    [2500, 'indonesian', '1.50'],
    [2500, 'malay', '-0.667'],
    [1500, 'decimal', '1.50'],
    [1500, 'fractional', '1/2'],
    [1500, 'american', '-200'],
    [1500, 'hongKong', '0.50'],
    [1500, 'indonesian', '-2.00'],
    [1500, 'malay', '0.50'],
    [2000, 'fractional', '1/1'],
    [2000, 'american', '+100'],
    [2000, 'indonesian', '1.00'],
    [2000, 'malay', '1.00'],
    [1925, 'decimal', '1.925'],
    [1909, 'fractional', '10/11'],
    [1333, 'fractional', '1/3'],
    [1833, 'fractional', '5/6'],
    [1400, 'fractional', '2/5'],
    [1001, 'fractional', '1/667'],
    [11_000, 'fractional', '10/1'],
    [1333, 'american', '-300.3'],
    [1999, 'american', '-100.1'],
    [2505, 'american', '+150.5'],
    [1333, 'indonesian', '-3.003'],
    [11_000, 'malay', '-0.10'],
    [2_001_001, 'malay', '-0.0005'],
  ])('%i thousandths in %s is %s', (thousandths, format, text) => {
    expect(formatOdds(odds(thousandths), format)).toBe(text);
  });
});

describe('parseOdds', () => {
  it.each<[string, OddsFormat, number]>([
    ['2.5', 'decimal', 2500],
    [' 1.9254 ', 'decimal', 1925],
    ['1.9255', 'decimal', 1926],
    ['3/2', 'fractional', 2500],
    ['10 / 11', 'fractional', 1909],
    ['evens', 'fractional', 2000],
    ['EVS', 'fractional', 2000],
    ['+150', 'american', 2500],
    ['150', 'american', 2500],
    ['-200', 'american', 1500],
    ['-100', 'american', 2000],
    ['+100', 'american', 2000],
    ['1.5', 'hongKong', 2500],
    ['+1.50', 'indonesian', 2500],
    ['-2', 'indonesian', 1500],
    ['-0.667', 'malay', 2499],
    ['0.5', 'malay', 1500],
    ['-1', 'malay', 2000],
  ])('%j in %s is %i thousandths', (text, format, thousandths) => {
    expect(parseOdds(text, format)).toBe(thousandths);
  });

  it.each<[string, OddsFormat]>([
    ['1', 'decimal'],
    ['1.0004', 'decimal'],
    ['abc', 'decimal'],
    ['2,5', 'decimal'],
    ['', 'decimal'],
    ['3/0', 'fractional'],
    ['0/5', 'fractional'],
    ['1.5/2', 'fractional'],
    ['-3/2', 'fractional'],
    ['+99', 'american'],
    ['-50', 'american'],
    ['0', 'american'],
    ['0', 'hongKong'],
    ['-0.5', 'hongKong'],
    ['0.5', 'indonesian'],
    ['-0.5', 'indonesian'],
    ['1.5', 'malay'],
    ['-1.5', 'malay'],
    ['0', 'malay'],
    ['1e3', 'hongKong'],
  ])('refuses %j in %s', (text, format) => {
    expect(parseOdds(text, format)).toBeUndefined();
  });
});

const anyOdds = fc.integer({ min: 1001, max: 5_000_000 }).map(odds);

describe('round trips', () => {
  it.each<OddsFormat>(['decimal', 'fractional', 'american', 'hongKong'])(
    '%s text reads back as exactly the same odds',
    (format) => {
      fc.assert(
        fc.property(anyOdds, (o) => parseOdds(formatOdds(o, format), format) === o),
        { numRuns: 2000 },
      );
    },
  );

  // Up to odds of 1000, the highest a book quotes; beyond that Malay odds are fractions of a thousandth.
  it.each<OddsFormat>(['indonesian', 'malay'])(
    '%s text reads back as odds shown with the same text (3 decimals cannot tell every thousandth apart)',
    (format) => {
      fc.assert(
        fc.property(fc.integer({ min: 1001, max: 1_000_000 }).map(odds), (o) => {
          const text = formatOdds(o, format);
          const back = parseOdds(text, format);
          return back !== undefined && formatOdds(back, format) === text;
        }),
        { numRuns: 2000 },
      );
    },
  );

  it('reads every format back exactly across all odds up to 3.000', () => {
    for (let t = 1001; t <= 3000; t++) {
      for (const format of ODDS_FORMATS) {
        const text = formatOdds(odds(t), format);
        const back = parseOdds(text, format);
        if (format === 'malay' && t > 2000) {
          expect(formatOdds(back!, format)).toBe(text);
        } else {
          expect(back, `${format} ${t} -> ${text}`).toBe(t);
        }
      }
    }
  });

  it('orders odds the same way in every format that is monotonic in value', () => {
    fc.assert(
      fc.property(anyOdds, anyOdds, (a, b) => {
        const hk = (o: number) => Number(formatOdds(odds(o), 'hongKong'));
        return a <= b ? hk(a) <= hk(b) : hk(a) >= hk(b);
      }),
    );
  });
});
