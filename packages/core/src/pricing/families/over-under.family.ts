import { denseOf, fairAbove } from '../core/line-probability';
import type { MarginTier } from '../core/margin-config';
import { parameter, unknownSelection, type MarketFamily } from '../core/market-family';
import { settleAbove } from '../core/settlement';
import type { LineChooser } from './line-ladder';

/** Over/under a line on the measured count x (total, team total, games, points), Asian lines included. */
export function overUnderFamily(spec: {
  G: number;
  over: number;
  under: number;
  tier: MarginTier;
  lines: LineChooser;
}): MarketFamily {
  const { G, over, under, tier, lines } = spec;
  return {
    G,
    tier,
    coverage: 1,
    settle: (T, P, x) => {
      if (T === over) return settleAbove(x, P);
      if (T === under) return settleAbove(-x, -P);
      return unknownSelection(G, T, P);
    },
    markets: (points) => {
      const dense = denseOf(points);
      return lines(points).map((line) => ({
        line,
        selections: [
          { T: over, P: parameter(line) },
          { T: under, P: parameter(line) },
        ],
        probabilities: [fairAbove(dense, 1, line), fairAbove(dense, -1, -line)],
      }));
    },
  };
}
