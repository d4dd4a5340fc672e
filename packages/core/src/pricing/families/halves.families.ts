import { GROUP, SELECTION } from '../market-codes';
import { partitionFamily, yesNoFamily } from './categorical.family';
import { resultCell } from './result.families';

/** Families over a pair (first half, second half) of one quantity. */

/** x, y: the goal margin of each half; 1/1, 1/X, 1/2, X/1, ... 2/2. */
export const halfTimeFullTimeFamily = partitionFamily({
  G: GROUP.halfTimeFullTime,
  tier: 'exotic',
  cellOf: (x, y) => 3 * resultCell(x) + resultCell(x + y),
  selections: Array.from({ length: 9 }, (_, i) => ({ T: SELECTION.halfTimeFullTimeFirst + i })),
});

/** x, y: the goals of each half. */
export const highestScoringHalfFamily = partitionFamily({
  G: GROUP.highestScoringHalf,
  tier: 'secondary',
  cellOf: (x, y) => resultCell(x - y),
  selections: [{ T: SELECTION.firstHalf }, { T: SELECTION.equalHalves }, { T: SELECTION.secondHalf }],
});

/** Yes when the counted goals (a team's, or all) are positive in both halves. */
export function inBothHalvesFamily(G: number) {
  return yesNoFamily({
    G,
    yes: SELECTION.yes,
    no: SELECTION.no,
    tier: 'secondary',
    holds: (x, y) => x > 0 && y > 0,
  });
}
