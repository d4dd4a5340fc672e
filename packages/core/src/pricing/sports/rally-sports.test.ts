import { describe, expect, it } from 'vitest';
import { GROUP, SELECTION } from '../market-codes';
import type { RallyInput } from '../models/rally-sport';
import {
  expectFairMarketsComplete,
  expectPricedMarketsHonest,
  expectPricingMatchesSettlement,
  expectSimulationMatchesPrices,
  expectUniqueFamilies,
} from '../testing/market-checks';
import { tableTennis, tableTennisServeProbabilities } from './table-tennis';
import { volleyball, volleyballServeProbabilities } from './volleyball';

const winOf = (markets: ReturnType<typeof volleyball.fair>) =>
  markets.find((m) => m.key === '0:1:0')!.outcomes[0].probability;

describe('volleyball', () => {
  const input: RallyInput = { serve: volleyballServeProbabilities({ home: 1560, away: 1500 }) };
  const live: RallyInput = {
    ...input,
    state: {
      sets: [
        { home: 25, away: 20 },
        { home: 18, away: 24 },
      ],
      server: 'away',
      setFirstServer: 'home',
    },
  };

  it('gives even sides an even match and the better one the edge', () => {
    expect(winOf(volleyball.fair({ serve: [0.38, 0.38] }))).toBeCloseTo(0.5, 12);
    expect(winOf(volleyball.fair(input))).toBeGreaterThan(0.55);
  });

  it('prices as it settles, complete and with the margin, before and during the match', () => {
    for (const i of [input, live]) {
      expectPricingMatchesSettlement(volleyball, i);
      expectFairMarketsComplete(volleyball, i);
      expectPricedMarketsHonest(volleyball.price(i));
    }
    expectUniqueFamilies(volleyball);
    expect(volleyball.price(live).some((m) => m.period === 2)).toBe(true);
    expect(volleyball.price(live).some((m) => m.period === 1)).toBe(false);
  });

  it('settles sets, points and the set score', () => {
    const result = {
      periods: [
        { home: 25, away: 20 },
        { home: 23, away: 25 },
        { home: 25, away: 23 },
        { home: 27, away: 25 },
      ],
    };
    expect(
      volleyball.settle({ period: 0, G: GROUP.correctScore, T: SELECTION.score, P: 3.001 }, result),
    ).toBe('won');
    expect(volleyball.settle({ period: 0, G: GROUP.totalSets, T: SELECTION.setsUnder, P: 4.5 }, result)).toBe(
      'won',
    );
    expect(volleyball.settle({ period: 4, G: GROUP.total, T: SELECTION.over, P: 51.5 }, result)).toBe('won');
  });

  it('plays matches as the prices say (2000 seeded matches)', () => {
    expectSimulationMatchesPrices(
      volleyball,
      input,
      [
        { period: 0, G: GROUP.result, T: SELECTION.home },
        { period: 0, G: GROUP.totalSets, T: SELECTION.setsOver, P: 3.5 },
      ],
      { games: 2000, tolerance: 0.03, seed: 'volleyball' },
    );
  });
});

describe('table tennis', () => {
  const input: RallyInput = { serve: tableTennisServeProbabilities({ home: 1600, away: 1500 }) };

  it.each([5, 7] as const)('prices best of %d as it settles, with the margin', (bestOf) => {
    expectPricingMatchesSettlement(tableTennis[bestOf], input);
    expectFairMarketsComplete(tableTennis[bestOf], input);
    expectPricedMarketsHonest(tableTennis[bestOf].price(input));
    expectUniqueFamilies(tableTennis[bestOf]);
  });

  it('makes the favourite surer over seven games than over five', () => {
    expect(winOf(tableTennis[7].fair(input))).toBeGreaterThan(winOf(tableTennis[5].fair(input)));
  });

  it('plays matches as the prices say (2000 seeded matches)', () => {
    expectSimulationMatchesPrices(
      tableTennis[5],
      input,
      [{ period: 0, G: GROUP.result, T: SELECTION.home }],
      {
        games: 2000,
        tolerance: 0.03,
        seed: 'table-tennis',
      },
    );
  });
});
