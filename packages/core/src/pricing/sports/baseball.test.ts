import { describe, expect, it } from 'vitest';
import { GROUP, SELECTION } from '../market-codes';
import {
  expectFairMarketsComplete,
  expectPricedMarketsHonest,
  expectPricingMatchesSettlement,
  expectSimulationMatchesPrices,
  expectUniqueFamilies,
} from '../testing/market-checks';
import { baseball } from './baseball';
import { baseballExpectedRuns, type BaseballInput } from './baseball.model';

const INPUT: BaseballInput = { expectedRuns: baseballExpectedRuns({ home: 1540, away: 1500 }) };

describe('baseball', () => {
  it('prices as it settles, complete and with the margin, before and during the game', () => {
    const innings = [
      { home: 0, away: 2 },
      { home: 1, away: 0 },
      { home: 0, away: 0 },
    ];
    const live: BaseballInput = { ...INPUT, state: { elapsed: 6 / 18, periods: innings } };
    for (const input of [INPUT, live]) {
      expectPricingMatchesSettlement(baseball, input);
      expectFairMarketsComplete(baseball, input);
      expectPricedMarketsHonest(baseball.price(input));
    }
    expectUniqueFamilies(baseball);
  });

  it('has no tie in the moneyline and settles the first five innings on their own', () => {
    const moneyline = baseball.fair(INPUT).find((m) => m.key === '0:101:0')!;
    expect(moneyline.outcomes[0].probability).toBeGreaterThan(0.5);
    const result = {
      periods: [3, 0, 0, 0, 0, 0, 1, 0, 0].map((home, i) => ({ home, away: i === 8 ? 4 : 0 })),
      overtime: { home: 1, away: 0 },
    };
    expect(baseball.settle({ period: 1, G: GROUP.result, T: SELECTION.home }, result)).toBe('won');
    expect(baseball.settle({ period: 0, G: GROUP.result, T: SELECTION.draw }, result)).toBe('won');
    expect(
      baseball.settle({ period: 0, G: GROUP.winnerWithOvertime, T: SELECTION.overtimeHome }, result),
    ).toBe('won');
    expect(
      baseball.settle({ period: 0, G: GROUP.handicap, T: SELECTION.handicapHome, P: -1.5 }, result),
    ).toBe('lost');
    expect(baseball.settle({ period: 0, G: GROUP.total, T: SELECTION.over, P: 9 }, result)).toBe('void');
  });

  it('plays games as the prices say (3000 seeded games)', () => {
    expectSimulationMatchesPrices(
      baseball,
      INPUT,
      [
        { period: 0, G: GROUP.winnerWithOvertime, T: SELECTION.overtimeHome },
        { period: 1, G: GROUP.result, T: SELECTION.draw },
        { period: 0, G: GROUP.total, T: SELECTION.over, P: 8.5 },
      ],
      { games: 3000, tolerance: 0.03, seed: 'baseball' },
    );
  });
});
