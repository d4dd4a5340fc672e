import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROUP, SELECTION } from '../market-codes';
import type { MarginInput } from '../models/margin-model';
import {
  expectFairMarketsComplete,
  expectPricedMarketsHonest,
  expectPricingMatchesSettlement,
  expectSimulationMatchesPrices,
  expectUniqueFamilies,
} from '../testing/market-checks';
import { americanFootball, americanFootballScoring } from './american-football';
import { basketball, basketballScoring } from './basketball';
import { handball, handballScoring } from './handball';

const SPORTS = [
  ['basketball', basketball, basketballScoring({ home: 1550, away: 1500 }), 4],
  ['handball', handball, handballScoring({ home: 1550, away: 1500 }), 2],
  ['American football', americanFootball, americanFootballScoring({ home: 1550, away: 1500 }), 4],
] as const;

describe.each(SPORTS)('%s (normal margin model)', (name, sport, scoring, periods) => {
  const live: MarginInput = {
    scoring,
    state: {
      elapsed: 0.6,
      periods: Array.from({ length: periods * 0.6 + 1 }, (_, i) => ({ home: 10 + i, away: 9 })),
    },
  };

  it('prices as it settles, complete and with the margin, before and during the game', () => {
    for (const input of [{ scoring }, live]) {
      expectPricingMatchesSettlement(sport, input);
      expectFairMarketsComplete(sport, input);
      expectPricedMarketsHonest(sport.price(input));
    }
    expectUniqueFamilies(sport);
  });

  it('offers half lines and whole lines, whole ones priced with the push taken out', () => {
    const totals = sport.price({ scoring }).filter((m) => m.period === 0 && m.G === GROUP.total);
    const lines = totals.map((m) => m.line ?? 0);
    expect(lines.some((l) => Number.isInteger(l))).toBe(true);
    expect(lines.some((l) => !Number.isInteger(l))).toBe(true);
    const whole = totals.find((m) => Number.isInteger(m.line))!;
    expect(whole.outcomes[0].probability + whole.outcomes[1].probability).toBeCloseTo(1, 12);
  });

  it('keeps implied probabilities at 1 + margin over ratings and states', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -300, max: 300 }),
        fc.double({ min: 0, max: 0.99, noNaN: true }),
        fc.nat(20),
        (lead, elapsed, extra) => {
          const board = Array.from({ length: Math.floor(elapsed * periods) + 1 }, () => ({
            home: extra,
            away: 5,
          }));
          const input = {
            scoring: { ...scoring, margin: { ...scoring.margin, mean: lead / 30 } },
            state: { elapsed, periods: board },
          };
          expectPricedMarketsHonest(sport.price(input));
        },
      ),
      { numRuns: 20 },
    );
  });

  it(`plays ${name} games as the prices say (3000 seeded games)`, () => {
    const total = sport
      .fair({ scoring })
      .find(
        (m) =>
          m.period === 0 &&
          m.G === GROUP.total &&
          !Number.isInteger(m.line) &&
          m.outcomes[0].probability > 0.4,
      )!;
    expectSimulationMatchesPrices(
      sport,
      { scoring },
      [
        { period: 0, G: GROUP.result, T: SELECTION.home },
        { period: 0, G: GROUP.total, T: SELECTION.over, P: total.line },
        { period: 1, G: GROUP.result, T: SELECTION.away },
      ],
      { games: 3000, tolerance: 0.03, seed: name },
    );
  });
});

describe('normal margin settlement', () => {
  const result = {
    periods: [
      { home: 25, away: 20 },
      { home: 20, away: 25 },
      { home: 30, away: 30 },
      { home: 20, away: 20 },
    ],
    overtime: { home: 12, away: 8 },
  };

  it.each([
    ['regulation draw in 1X2', GROUP.result, SELECTION.draw, undefined, 'won'],
    ['winner with overtime', GROUP.winnerWithOvertime, SELECTION.overtimeHome, undefined, 'won'],
    ['handicap home -4 (overtime counts): push', GROUP.handicap, SELECTION.handicapHome, -4, 'void'],
    ['total over 209.5 (190 + 20 in overtime)', GROUP.total, SELECTION.over, 209.5, 'won'],
    ['total 210 whole line: push', GROUP.total, SELECTION.under, 210, 'void'],
    ['home team total over 106.5', GROUP.homeTotal, SELECTION.homeOver, 106.5, 'won'],
  ] as const)('%s', (_what, G, T, P, expected) => {
    expect(basketball.settle({ period: 0, G, T, P }, result)).toBe(expected);
  });

  it('settles the first half on the first two quarters', () => {
    expect(basketball.settle({ period: 1, G: GROUP.result, T: SELECTION.draw }, result)).toBe('won');
    expect(basketball.settle({ period: 1, G: GROUP.total, T: SELECTION.over, P: 90.5 }, result)).toBe('lost');
  });
});
