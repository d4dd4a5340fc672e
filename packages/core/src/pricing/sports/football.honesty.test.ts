import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../random/seeded-random';
import { removeMargin } from '../core/power-margin';
import type { PricedMarket } from '../core/priced-market';
import { GROUP, SELECTION } from '../market-codes';
import { expectSimulationMatchesPrices } from '../testing/market-checks';
import { football } from './football';
import { footballExpectedGoals, footballState } from './football.model';

const GAMES = 4000;

const fairOf = (markets: readonly PricedMarket[], key: string) => {
  const market = markets.find((m) => m.key === key);
  if (!market) throw new Error(`no market ${key}`);
  return removeMargin(market.outcomes.map((o) => o.price));
};

describe('football honesty', () => {
  it(`over ${GAMES} seeded games, margin-free 1X2 and over 2.5 are within 3 points of simulated frequencies`, () => {
    const random = createSeededRandom('honesty');
    const priced = [0, 0, 0, 0];
    const seen = [0, 0, 0, 0];
    for (let game = 0; game < GAMES; game++) {
      const ratings = { home: 1250 + random.int(0, 500), away: 1250 + random.int(0, 500) };
      const input = { expectedGoals: footballExpectedGoals(ratings, 2.3 + random.next()) };
      const markets = football.price(input);
      const [home, draw, away] = fairOf(markets, '0:1');
      priced[0] += home;
      priced[1] += draw;
      priced[2] += away;
      priced[3] += fairOf(markets, '0:17:2.5')[0];
      const { periods } = football.simulate(input, random).result;
      const goals = { home: periods[0].home + periods[1].home, away: periods[0].away + periods[1].away };
      seen[goals.home > goals.away ? 0 : goals.home === goals.away ? 1 : 2]++;
      if (goals.home + goals.away > 2.5) seen[3]++;
    }
    priced.forEach((p, i) =>
      expect(Math.abs(p / GAMES - seen[i] / GAMES), ['1', 'X', '2', 'over 2.5'][i]).toBeLessThan(0.03),
    );
  });

  it('plays the rest of a game in play as its live prices say (3000 seeded games from 60 minutes, 1:0, a red card)', () => {
    const input = {
      expectedGoals: footballExpectedGoals({ home: 1500, away: 1550 }),
      state: footballState(
        60,
        [
          { home: 1, away: 0 },
          { home: 0, away: 0 },
        ],
        { home: 1, away: 0 },
      ),
    };
    expectSimulationMatchesPrices(
      football,
      input,
      [
        { period: 0, G: GROUP.result, T: SELECTION.home },
        { period: 0, G: GROUP.result, T: SELECTION.draw },
        { period: 0, G: GROUP.total, T: SELECTION.over, P: 1.5 },
        { period: 0, G: GROUP.bothScore, T: SELECTION.bothScoreYes },
      ],
      { games: 3000, tolerance: 0.03, seed: 'football-live' },
    );
  });
});
