import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../random/seeded-random';
import { overroundOf } from '../core/power-margin';
import { GROUP, SELECTION } from '../market-codes';
import {
  expectFairMarketsComplete,
  expectPricedMarketsHonest,
  expectPricingMatchesSettlement,
  expectSimulationMatchesPrices,
} from '../testing/market-checks';
import { headToHeadProbabilities, threeWay, twoWay } from './head-to-head';
import { mapSeriesSports, mapWinProbability } from './map-series';
import { priceOutright, settleOutright, simulateOutright } from './outright';

describe('head to head', () => {
  it('prices a two-way winner and voids it on a draw', () => {
    const input = headToHeadProbabilities({ home: 1600, away: 1500 });
    const [market] = twoWay.price(input);
    expect(market.outcomes.map((o) => o.T)).toEqual([SELECTION.home, SELECTION.away]);
    expect(market.outcomes[0].probability).toBeCloseTo(0.64, 2);
    expect(
      twoWay.settle({ period: 0, G: GROUP.result, T: SELECTION.home }, { periods: [{ home: 0, away: 0 }] }),
    ).toBe('void');
    expectPricedMarketsHonest(twoWay.price(input));
  });

  it('prices 1X2, double chance and draw no bet where a draw is a result', () => {
    const input = headToHeadProbabilities({ home: 1500, away: 1550 }, { draw: 0.3 });
    expectPricingMatchesSettlement(threeWay, input);
    expectFairMarketsComplete(threeWay, input);
    expectPricedMarketsHonest(threeWay.price(input));
    expect(threeWay.price(input).map((m) => m.G)).toEqual([
      GROUP.result,
      GROUP.doubleChance,
      GROUP.drawNoBet,
    ]);
    expectSimulationMatchesPrices(threeWay, input, [{ period: 0, G: GROUP.result, T: SELECTION.draw }], {
      games: 2000,
      tolerance: 0.03,
      seed: 'three-way',
    });
  });
});

describe('map series', () => {
  const input = { mapWin: mapWinProbability({ home: 1550, away: 1500 }) };

  it.each([3, 5] as const)('prices a best of %d as it settles, and in play from the maps won', (bestOf) => {
    const sport = mapSeriesSports[bestOf];
    const live = { ...input, maps: [{ home: 0, away: 1 }] };
    for (const i of [input, live]) {
      expectPricingMatchesSettlement(sport, i);
      expectFairMarketsComplete(sport, i);
      expectPricedMarketsHonest(sport.price(i));
    }
    const scores = sport.price(input).find((m) => m.G === GROUP.correctScore)!.outcomes;
    expect(scores).toHaveLength(bestOf + 1);
  });

  it('settles the maps handicap and plays series as priced', () => {
    const result = {
      periods: [
        { home: 1, away: 0 },
        { home: 0, away: 1 },
        { home: 1, away: 0 },
      ],
    };
    expect(
      mapSeriesSports[3].settle(
        { period: 0, G: GROUP.setHandicap, T: SELECTION.setHandicapAway, P: 1.5 },
        result,
      ),
    ).toBe('won');
    expectSimulationMatchesPrices(
      mapSeriesSports[3],
      input,
      [{ period: 0, G: GROUP.result, T: SELECTION.home }],
      {
        games: 2000,
        tolerance: 0.03,
        seed: 'maps',
      },
    );
  });
});

describe('outright', () => {
  const field = [0.3, 0.25, 0.2, 0.1, 0.1, 0.04, 0.0005];

  it('prices the field with the outright margin, leaving out the hopeless', () => {
    const market = priceOutright(field)!;
    expect(market.outcomes.map((o) => o.P)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(overroundOf(market.outcomes.map((o) => o.price))).toBeCloseTo(1.2 - 0.0005, 2);
  });

  it('settles the winner and draws winners in proportion', () => {
    expect(
      settleOutright({ period: 0, G: GROUP.outrightWinner, T: SELECTION.participant, P: 2 }, field.length, 2),
    ).toBe('won');
    expect(
      settleOutright({ period: 0, G: GROUP.outrightWinner, T: SELECTION.participant, P: 1 }, field.length, 2),
    ).toBe('lost');
    const random = createSeededRandom('outright');
    const firsts = Array.from({ length: 4000 }, () => simulateOutright(field, random)).filter(
      (w) => w === 1,
    ).length;
    expect(Math.abs(firsts / 4000 - 0.3 / 0.9995)).toBeLessThan(0.03);
  });
});
