import type { Random } from '../../random/seeded-random';
import { entry, settleSelection, type Catalogue } from '../core/catalogue';
import { DEFAULT_MARGINS, type MarginConfig } from '../core/margin-config';
import { vectorPoints } from '../core/points';
import { priceMarkets } from '../core/price-catalogue';
import type { PricedMarket, SelectionRef } from '../core/priced-market';
import type { Settlement } from '../core/settlement';
import { sampleIndex } from '../distributions/sample';
import { partitionFamily } from '../families/categorical.family';
import { GROUP, SELECTION } from '../market-codes';

/** The winner's number, 1-based, as the outright result. */
type Winner = number;

/** An outright over `count` participants: selection T100045 with P = the participant's number. */
function outrightCatalogue(count: number): Catalogue<readonly number[], Winner> {
  const family = partitionFamily({
    G: GROUP.outrightWinner,
    tier: 'outright',
    cellOf: (x) => x - 1,
    selections: Array.from({ length: count }, (_, i) => ({ T: SELECTION.participant, P: i + 1 })),
  });
  return [
    entry(0, family, {
      points: (probabilities) => vectorPoints(1, probabilities),
      measure: (winner) => [winner, 0],
    }),
  ];
}

const normalised = (probabilities: readonly number[]) => {
  const sum = probabilities.reduce((s, p) => s + p, 0);
  return probabilities.map((p) => p / sum);
};

/**
 * Outright winner markets (politics and specials, horse races, tournament winners) from a probability
 * vector over the participants (normalised here). Long shots under 0.1% are not offered.
 */
export function priceOutright(
  probabilities: readonly number[],
  margins: MarginConfig = DEFAULT_MARGINS,
): PricedMarket | undefined {
  return priceMarkets(outrightCatalogue(probabilities.length), normalised(probabilities), margins)[0];
}

export function settleOutright(selection: SelectionRef, participants: number, winner: Winner): Settlement {
  return settleSelection(outrightCatalogue(participants), selection, winner);
}

/** Draws the winner's number from the same probabilities. */
export function simulateOutright(probabilities: readonly number[], random: Random): Winner {
  return sampleIndex(normalised(probabilities), random) + 1;
}
