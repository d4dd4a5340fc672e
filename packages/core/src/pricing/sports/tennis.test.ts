import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../random/seeded-random';
import type { PricedMarket } from '../core/priced-market';
import { GROUP, SELECTION } from '../market-codes';
import {
  expectFairMarketsComplete,
  expectPricedMarketsHonest,
  expectPricingMatchesSettlement,
  expectUniqueFamilies,
} from '../testing/market-checks';
import { tennis } from './tennis';
import { tennisServeProbabilities, type TennisInput } from './tennis.model';

const matchWin = (input: TennisInput) =>
  tennis[input.bestOf].fair(input).find((m) => m.key === '0:1:0')!.outcomes[0].probability;

const price = (markets: readonly PricedMarket[], key: string, T: number) =>
  markets.find((m) => m.key === key)?.outcomes.find((o) => o.T === T)?.price;

describe('tennis match', () => {
  it.each([3, 5] as const)('gives p = 0.5 on both serves a match of 0.5 (best of %d)', (bestOf) => {
    expect(matchWin({ serve: [0.5, 0.5], bestOf })).toBeCloseTo(0.5, 12);
    expect(matchWin({ serve: [0.64, 0.64], bestOf })).toBeCloseTo(0.5, 12);
  });

  it('makes the better server the favourite, more so over five sets', () => {
    const three = matchWin({ serve: [0.66, 0.62], bestOf: 3 });
    const five = matchWin({ serve: [0.66, 0.62], bestOf: 5 });
    expect(three).toBeGreaterThan(0.5);
    expect(five).toBeGreaterThan(three);
    expect(matchWin({ serve: [0.62, 0.66], bestOf: 3 })).toBeCloseTo(1 - three, 12);
  });

  it('maps a 200-point rating lead to about three wins in four over three sets', () => {
    expect(
      matchWin({ serve: tennisServeProbabilities({ home: 1700, away: 1500 }), bestOf: 3 }),
    ).toBeGreaterThan(0.72);
    expect(matchWin({ serve: tennisServeProbabilities({ home: 1700, away: 1500 }), bestOf: 3 })).toBeLessThan(
      0.8,
    );
  });

  it('offers winner, sets handicap, total sets, sets score, games lines and the set in play', () => {
    const markets = tennis[3].price({ serve: [0.65, 0.62], bestOf: 3 });
    const kinds = new Set(markets.map((m) => `${m.period}:${m.G}`));
    for (const kind of [
      '0:1',
      '0:2',
      '0:17',
      '0:136',
      `0:${GROUP.setHandicap}`,
      `0:${GROUP.totalSets}`,
      '1:1',
      '1:17',
      '1:136',
    ]) {
      expect(kinds.has(kind), kind).toBe(true);
    }
    const sets = markets.find((m) => m.key === '0:136')!.outcomes.map((o) => o.P);
    expect(sets.sort()).toEqual([0.002, 1.002, 2, 2.001]);
    expectUniqueFamilies(tennis[3]);
    expectUniqueFamilies(tennis[5]);
  });

  it('prices as its settlement expects, complete and with the margin, before and during a match', () => {
    const inputs: TennisInput[] = [
      { serve: [0.65, 0.6], bestOf: 5 },
      {
        serve: [0.65, 0.6],
        bestOf: 3,
        state: {
          sets: [
            { home: 4, away: 6 },
            { home: 6, away: 6 },
          ],
          points: { home: 3, away: 4 },
          server: 'away',
        },
      },
    ];
    for (const input of inputs) {
      expectPricingMatchesSettlement(tennis[input.bestOf], input);
      expectFairMarketsComplete(tennis[input.bestOf], input);
      expectPricedMarketsHonest(tennis[input.bestOf].price(input));
    }
  });

  it('moves with the score: a break of serve shortens the breaker', () => {
    const serving = { serve: [0.64, 0.64] as const, bestOf: 3 as const };
    const level = tennis[3].price({
      ...serving,
      state: { sets: [{ home: 2, away: 2 }], points: { home: 0, away: 0 }, server: 'home' },
    });
    const broken = tennis[3].price({
      ...serving,
      state: { sets: [{ home: 2, away: 3 }], points: { home: 0, away: 0 }, server: 'home' },
    });
    expect(price(broken, '0:1:0', SELECTION.away)).toBeLessThan(price(level, '0:1:0', SELECTION.away)!);
    expect(price(broken, '1:1:0', SELECTION.away)).toBeLessThan(price(level, '1:1:0', SELECTION.away)!);
  });

  it('keeps implied probabilities at 1 + margin over random serves and scores', () => {
    const state = fc.record({
      games: fc.record({ home: fc.integer({ min: 0, max: 6 }), away: fc.integer({ min: 0, max: 6 }) }),
      points: fc.record({ home: fc.integer({ min: 0, max: 3 }), away: fc.integer({ min: 0, max: 3 }) }),
      server: fc.constantFrom('home' as const, 'away' as const),
    });
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 0.75, noNaN: true }),
        fc.double({ min: 0.5, max: 0.75, noNaN: true }),
        state,
        (a, b, s) => {
          const sets =
            s.games.home === 6 && s.games.away === 6
              ? [{ home: 6, away: 6 }]
              : [{ home: Math.min(s.games.home, 5), away: Math.min(s.games.away, 5) }];
          const input: TennisInput = {
            serve: [a, b],
            bestOf: 3,
            state: { sets, points: s.points, server: s.server },
          };
          expectPricedMarketsHonest(tennis[3].price(input));
          expectFairMarketsComplete(tennis[3], input);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('tennis settlement and simulation', () => {
  const result = {
    periods: [
      { home: 6, away: 4 },
      { home: 6, away: 7 },
      { home: 7, away: 5 },
    ],
  };

  it.each([
    ['match winner', 0, GROUP.result, SELECTION.home, undefined, 'won'],
    ['sets handicap home -1.5', 0, GROUP.setHandicap, SELECTION.setHandicapHome, -1.5, 'lost'],
    ['sets score 2:1', 0, GROUP.correctScore, SELECTION.score, 2.001, 'won'],
    ['total sets over 2.5', 0, GROUP.totalSets, SELECTION.setsOver, 2.5, 'won'],
    ['total games under 35.5', 0, GROUP.total, SELECTION.under, 35.5, 'won'],
    ['total games over 35', 0, GROUP.total, SELECTION.over, 35, 'void'],
    ['games handicap home -3 (19:16 in games)', 0, GROUP.handicap, SELECTION.handicapHome, -3, 'void'],
    ['second set to away', 2, GROUP.result, SELECTION.away, undefined, 'won'],
    ['second set 6:7', 2, GROUP.correctScore, SELECTION.score, 6.007, 'won'],
  ] as const)('%s', (_what, period, G, T, P, expected) => {
    expect(tennis[3].settle({ period, G, T, P }, result)).toBe(expected);
  });

  it('plays matches as often won as priced (2000 seeded matches, within 3 points)', () => {
    const input: TennisInput = { serve: [0.66, 0.62], bestOf: 3 };
    const random = createSeededRandom('tennis');
    let won = 0;
    for (let i = 0; i < 2000; i++) {
      const { periods } = tennis[3].simulate(input, random).result;
      if (periods.filter((s) => s.home > s.away).length === 2) won++;
    }
    expect(Math.abs(won / 2000 - matchWin(input))).toBeLessThan(0.03);
  });

  it('continues a match in play from its score', () => {
    const state = {
      sets: [
        { home: 6, away: 3 },
        { home: 5, away: 0 },
      ],
      points: { home: 3, away: 0 },
      server: 'home' as const,
    };
    const { result: played, points } = tennis[3].simulate(
      { serve: [0.7, 0.6], bestOf: 3, state },
      createSeededRandom(1),
    );
    expect(played.periods[0]).toEqual({ home: 6, away: 3 });
    expect(played.periods[1].home + played.periods[1].away).toBeGreaterThanOrEqual(6);
    expect(points.length).toBeGreaterThan(0);
  });
});
