import { expect } from 'vitest';
import { impliedProbability } from '../../odds/odds';
import { createSeededRandom } from '../../random/seeded-random';
import { emptyMass, fairFromMass } from '../core/fair-probability';
import { DEFAULT_MARGINS } from '../core/margin-config';
import type { PricedMarket, SelectionRef } from '../core/priced-market';
import type { Sport } from '../core/sport';

/**
 * Every family's fast pricing equals the expectation of its own settle over the model's distribution
 * (so a price and the settlement of a bet on it can never disagree).
 */
export function expectPricingMatchesSettlement<I, R, S extends { readonly result: R }, M>(
  sport: Sport<I, R, S, M>,
  input: I,
): void {
  const model = sport.model(input);
  for (const { family, projection } of sport.catalogue) {
    const points = projection.points(model);
    if (points.p.length === 0) continue;
    for (const market of family.markets(points)) {
      market.selections.forEach((s, i) => {
        const mass = emptyMass();
        for (let k = 0; k < points.p.length; k++)
          mass[family.settle(s.T, s.P ?? 0, points.x[k], points.y[k])] += points.p[k];
        expect(market.probabilities[i], `G${family.G} T${s.T} P${s.P}`).toBeCloseTo(fairFromMass(mass), 9);
      });
    }
  }
}

/** Fair probabilities lie in [0, 1] and the selections of a market cover every outcome exactly `coverage` times. */
export function expectFairMarketsComplete<I, R, S extends { readonly result: R }, M>(
  sport: Sport<I, R, S, M>,
  input: I,
): void {
  for (const market of sport.fair(input)) {
    const sum = market.outcomes.reduce((s, o) => s + o.probability, 0);
    for (const o of market.outcomes) {
      expect(o.probability).toBeGreaterThanOrEqual(0);
      expect(o.probability).toBeLessThanOrEqual(1);
    }
    if (sum > 0) expect(sum, market.key).toBeCloseTo(market.coverage, 9);
  }
}

/**
 * Implied probabilities sum to coverage × (1 + margin) up to the rounding of each price to a thousandth
 * (at most 0.0005 / price² each), every price is at least 1.01, and keys are unique.
 */
export function expectPricedMarketsHonest(markets: readonly PricedMarket[], margins = DEFAULT_MARGINS): void {
  const margin = new Set(Object.values(margins));
  expect(new Set(markets.map((m) => m.key)).size).toBe(markets.length);
  for (const market of markets) {
    expect(margin.has(market.margin)).toBe(true);
    const implied = market.outcomes.map((o) => impliedProbability(o.price));
    const rounding = market.outcomes.reduce((s, o) => s + 500 / (o.price * (o.price - 0.5)), 0);
    const sum = implied.reduce((s, q) => s + q, 0);
    expect(Math.abs(sum - market.coverage * (1 + market.margin)), market.key).toBeLessThanOrEqual(
      rounding + 1e-12,
    );
    for (const o of market.outcomes) expect(o.price).toBeGreaterThanOrEqual(1010);
  }
}

/** The (period, G) pairs of a catalogue are unique, so a selection settles through exactly one family. */
export function expectUniqueFamilies<I, R, S extends { readonly result: R }, M>(
  sport: Sport<I, R, S, M>,
): void {
  const keys = sport.catalogue.map((e) => `${e.period}:${e.family.G}`);
  expect(new Set(keys).size).toBe(keys.length);
}

/**
 * The simulation plays games as the prices say: for win-or-lose selections, the share of `games` seeded
 * simulations that settle as won is within `tolerance` of the fair probability.
 */
export function expectSimulationMatchesPrices<I, R, S extends { readonly result: R }, M>(
  sport: Sport<I, R, S, M>,
  input: I,
  selections: readonly SelectionRef[],
  options: { games: number; tolerance: number; seed: string },
): void {
  const random = createSeededRandom(options.seed);
  const fair = sport.fair(input);
  const won = selections.map(() => 0);
  for (let game = 0; game < options.games; game++) {
    const { result } = sport.simulate(input, random);
    selections.forEach((s, i) => {
      if (sport.settle(s, result) === 'won') won[i]++;
    });
  }
  selections.forEach((s, i) => {
    const outcome = fair
      .filter((m) => m.period === s.period && m.G === s.G)
      .flatMap((m) => m.outcomes)
      .find((o) => o.T === s.T && (o.P ?? 0) === (s.P ?? 0));
    expect(outcome, `G${s.G} T${s.T} P${s.P}`).toBeDefined();
    expect(Math.abs(won[i] / options.games - outcome!.probability), `G${s.G} T${s.T} P${s.P}`).toBeLessThan(
      options.tolerance,
    );
  });
}
