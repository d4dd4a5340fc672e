import {
  americanFootball,
  americanFootballScoring,
  basketball,
  basketballScoring,
  handball,
  handballScoring,
  type GameResult,
  type MarginConfig,
  type NormalScoring,
  type PricedMarket,
  type Score,
  type SelectionRef,
  type Settlement,
} from '@sportsbook/core/pricing/index';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { GameSetup } from '../family-engine';
import type { MarginFormat } from '../game-format';

export interface MarginPosition {
  readonly elapsed: number;
  readonly periods: readonly Score[];
}

/**
 * Rugby union priced with the pricing core's handball rules (two halves, a draw stands) on rugby's scale:
 * 20 rating points per point of margin, 50 of home advantage, margin sd 14, total 46 ± 12. Written here
 * because the core has no rugby scoring.
 */
function rugbyScoring(ratings: { home: number; away: number }, total: number): NormalScoring {
  return {
    margin: { mean: (ratings.home - ratings.away + 50) / 20, sd: 14 },
    total: { mean: total, sd: 12 },
  };
}

function bound(setup: GameSetup<MarginFormat>) {
  const { format, ratings } = setup;
  switch (format.model) {
    case 'basketball':
      return { sport: basketball, scoring: basketballScoring(ratings, format.total) };
    case 'american-football':
      return { sport: americanFootball, scoring: americanFootballScoring(ratings, format.total) };
    case 'handball':
      return { sport: handball, scoring: handballScoring(ratings, format.total) };
    case 'rugby':
      return { sport: handball, scoring: rugbyScoring(ratings, format.total) };
  }
}

export function priceMarginGame(
  setup: GameSetup<MarginFormat>,
  position: MarginPosition | undefined,
  margins: MarginConfig,
): PricedMarket[] {
  const { sport, scoring } = bound(setup);
  return sport.price({ scoring, state: position }, margins);
}

/** The final regulation periods and overtime drawn from the model that prices the game. */
export function simulateMarginGame(
  setup: GameSetup<MarginFormat>,
  position: MarginPosition,
  random: Random,
): GameResult {
  const { sport, scoring } = bound(setup);
  return sport.simulate({ scoring, state: position }, random).result;
}

export function settleMarginGame(
  setup: GameSetup<MarginFormat>,
  selection: SelectionRef,
  result: GameResult,
): Settlement {
  return bound(setup).sport.settle(selection, result);
}
