import { denseOf, fairAbove } from '../core/line-probability';
import type { MarginTier } from '../core/margin-config';
import { parameter, unknownSelection, type MarketFamily } from '../core/market-family';
import { settleAbove } from '../core/settlement';
import { fixedLines, type LineChooser } from './line-ladder';

/**
 * A two-way handicap on the margin x (home minus away): the home selection with handicap P wins when
 * x + P > 0, the away one when -x + P > 0; P is each side's own handicap (T7 P=-1.5 pairs with T8 P=1.5).
 * Line 0 is draw no bet, and a two-way winner market where a draw voids the bet.
 */
export function handicapFamily(spec: {
  G: number;
  home: number;
  away: number;
  tier: MarginTier;
  lines?: LineChooser;
}): MarketFamily {
  const { G, home, away, tier, lines = fixedLines([0]) } = spec;
  return {
    G,
    tier,
    coverage: 1,
    settle: (T, P, x) => {
      if (T === home) return settleAbove(x, -P);
      if (T === away) return settleAbove(-x, -P);
      return unknownSelection(G, T, P);
    },
    markets: (points) => {
      const dense = denseOf(points);
      return lines(points).map((line) => ({
        line,
        selections: [
          { T: home, P: parameter(line) },
          { T: away, P: parameter(-line) },
        ],
        probabilities: [fairAbove(dense, 1, -line), fairAbove(dense, -1, line)],
      }));
    },
  };
}
