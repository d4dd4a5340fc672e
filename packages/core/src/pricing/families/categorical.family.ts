import type { MarginTier } from '../core/margin-config';
import { unknownSelection, type FamilyMarket, type MarketFamily } from '../core/market-family';
import type { Points } from '../core/points';

/** A selection that wins when the outcome falls in one of its cells. */
export interface CategoricalOption {
  readonly T: number;
  readonly P?: number;
  readonly cells: readonly number[];
}

const sameParameter = (a: number | undefined, b: number): boolean => Math.abs((a ?? 0) - b) < 1e-9;

/**
 * A one-market family of win-or-lose selections. `cellOf` sorts every outcome (x, y) into one of
 * `cellCount` cells (1X2: home, draw, away; correct score: one cell per listed score and one for the
 * rest), and each selection wins on its cells: one each for a partition, two each for double chance.
 * Pricing sums the distribution per cell in one pass; settlement looks up the same cell.
 */
export function categoricalFamily(spec: {
  G: number;
  tier: MarginTier;
  cellCount: number;
  cellOf: (x: number, y: number) => number;
  options: readonly CategoricalOption[];
  coverage?: number;
}): MarketFamily {
  const { G, tier, cellCount, cellOf, options, coverage = 1 } = spec;
  const selections = options.map(({ T, P }) => ({ T, P }));
  const price = (points: Points): FamilyMarket => {
    const mass = new Float64Array(cellCount);
    for (let i = 0; i < points.p.length; i++) mass[cellOf(points.x[i], points.y[i])] += points.p[i];
    return {
      selections,
      probabilities: options.map((o) =>
        Math.min(
          1,
          o.cells.reduce((sum, c) => sum + mass[c], 0),
        ),
      ),
    };
  };
  return {
    G,
    tier,
    coverage,
    markets: (points) => [price(points)],
    settle: (T, P, x, y) => {
      const option = options.find((o) => o.T === T && sameParameter(o.P, P));
      if (!option) return unknownSelection(G, T, P);
      return option.cells.includes(cellOf(x, y)) ? 'won' : 'lost';
    },
  };
}

/** Selections that each win on one cell, in order. */
export function partitionFamily(spec: {
  G: number;
  tier: MarginTier;
  cellOf: (x: number, y: number) => number;
  selections: readonly { readonly T: number; readonly P?: number }[];
}): MarketFamily {
  const { selections, ...rest } = spec;
  return categoricalFamily({
    ...rest,
    cellCount: selections.length,
    options: selections.map((s, cell) => ({ ...s, cells: [cell] })),
  });
}

/** A yes/no market on a predicate. */
export function yesNoFamily(spec: {
  G: number;
  yes: number;
  no: number;
  tier: MarginTier;
  holds: (x: number, y: number) => boolean;
}): MarketFamily {
  const { G, yes, no, tier, holds } = spec;
  return partitionFamily({
    G,
    tier,
    cellOf: (x, y) => (holds(x, y) ? 0 : 1),
    selections: [{ T: yes }, { T: no }],
  });
}
