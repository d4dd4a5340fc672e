import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROUP, SELECTION } from '../market-codes';
import {
  expectFairMarketsComplete,
  expectPricedMarketsHonest,
  expectPricingMatchesSettlement,
  expectSimulationMatchesPrices,
  expectUniqueFamilies,
} from '../testing/market-checks';
import { iceHockey } from './ice-hockey';
import { hockeyExpectedGoals, type HockeyInput } from './ice-hockey.model';

const INPUT: HockeyInput = { expectedGoals: hockeyExpectedGoals({ home: 1560, away: 1500 }) };

const fairOf = (input: HockeyInput, key: string) =>
  iceHockey.fair(input).find((m) => m.key === key)!.outcomes;

describe('ice hockey', () => {
  it('splits the regulation draw between the sides for the winner including overtime', () => {
    const [home, draw, away] = fairOf(INPUT, '0:1').map((o) => o.probability);
    const [homeOt, awayOt] = fairOf(INPUT, '0:101:0').map((o) => o.probability);
    expect(homeOt).toBeGreaterThan(home);
    expect(awayOt).toBeGreaterThan(away);
    expect(homeOt + awayOt).toBeCloseTo(1, 12);
    expect(homeOt - home).toBeGreaterThan(draw / 2);
  });

  it('prices as it settles, complete and with the margin, before and during the game', () => {
    const live: HockeyInput = {
      ...INPUT,
      state: {
        elapsed: 0.5,
        periods: [
          { home: 1, away: 0 },
          { home: 0, away: 1 },
        ],
      },
    };
    for (const input of [INPUT, live]) {
      expectPricingMatchesSettlement(iceHockey, input);
      expectFairMarketsComplete(iceHockey, input);
      expectPricedMarketsHonest(iceHockey.price(input));
    }
    expectUniqueFamilies(iceHockey);
    expect(iceHockey.price(live).some((m) => m.period === 1)).toBe(false);
    expect(iceHockey.price(live).some((m) => m.period === 3)).toBe(true);
  });

  it('keeps implied probabilities at 1 + margin over ratings and states', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1200, max: 1800 }),
        fc.integer({ min: 0, max: 59 }),
        fc.nat(3),
        fc.nat(3),
        (home, minute, h, a) => {
          const state = { elapsed: minute / 60, periods: [{ home: h, away: a }] };
          expectPricedMarketsHonest(
            iceHockey.price({ expectedGoals: hockeyExpectedGoals({ home, away: 1500 }), state }),
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it('settles overtime and shootout wins only in G101', () => {
    const result = {
      periods: [
        { home: 1, away: 0 },
        { home: 0, away: 1 },
        { home: 1, away: 1 },
      ],
      overtime: { home: 0, away: 1 },
    };
    expect(iceHockey.settle({ period: 0, G: GROUP.result, T: SELECTION.draw }, result)).toBe('won');
    expect(
      iceHockey.settle({ period: 0, G: GROUP.winnerWithOvertime, T: SELECTION.overtimeAway }, result),
    ).toBe('won');
    expect(iceHockey.settle({ period: 0, G: GROUP.total, T: SELECTION.over, P: 4 }, result)).toBe('void');
    expect(iceHockey.settle({ period: 3, G: GROUP.total, T: SELECTION.over, P: 1.5 }, result)).toBe('won');
  });

  it('plays games as the prices say (3000 seeded games)', () => {
    expectSimulationMatchesPrices(
      iceHockey,
      INPUT,
      [
        { period: 0, G: GROUP.result, T: SELECTION.draw },
        { period: 0, G: GROUP.winnerWithOvertime, T: SELECTION.overtimeHome },
        { period: 0, G: GROUP.total, T: SELECTION.over, P: 5.5 },
      ],
      { games: 3000, tolerance: 0.03, seed: 'hockey' },
    );
  });
});
