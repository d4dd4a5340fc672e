import type { MarginTier } from '../core/margin-config';
import { parameter, unknownSelection, type MarketFamily } from '../core/market-family';
import type { Points } from '../core/points';

/** 0 home, 1 draw, 2 away once the home side's handicap is added to the margin. */
const cellOf = (x: number, h: number): number => (x + h > 0 ? 0 : x + h === 0 ? 1 : 2);

/**
 * The three-way (European) handicap on the margin x with a whole-goal handicap h given to home: home wins
 * when x + h > 0, the draw when x + h = 0, away when x + h < 0. P is the side's own handicap (away: -h);
 * the draw selection carries home's.
 */
export function europeanHandicapFamily(spec: {
  G: number;
  home: number;
  draw: number;
  away: number;
  tier: MarginTier;
  lines: (points: Points) => readonly number[];
}): MarketFamily {
  const { G, home, draw, away, tier, lines } = spec;
  return {
    G,
    tier,
    coverage: 1,
    settle: (T, P, x) => {
      const h = T === away ? -P : P;
      const cell = [home, draw, away].indexOf(T);
      if (cell < 0) return unknownSelection(G, T, P);
      return cellOf(x, h) === cell ? 'won' : 'lost';
    },
    markets: (points) =>
      lines(points).map((h) => {
        const probabilities = [0, 0, 0];
        for (let i = 0; i < points.p.length; i++) probabilities[cellOf(points.x[i], h)] += points.p[i];
        return {
          line: h,
          selections: [
            { T: home, P: parameter(h) },
            { T: draw, P: parameter(h) },
            { T: away, P: parameter(-h) },
          ],
          probabilities: probabilities.map((p) => Math.min(1, p)),
        };
      }),
  };
}
