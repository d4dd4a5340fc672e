import { parameter } from '../core/market-family';
import { GROUP, SELECTION } from '../market-codes';
import { partitionFamily } from './categorical.family';

/** Families over a count x (goals, games, points). */

export const oddEvenFamily = partitionFamily({
  G: GROUP.oddEven,
  tier: 'secondary',
  cellOf: (x) => (x % 2 === 0 ? 1 : 0),
  selections: [{ T: SELECTION.odd }, { T: SELECTION.even }],
});

/** Exactly 0, 1, ... `orMore` - 1, and `orMore` or more. */
export function exactTotalFamily(orMore: number) {
  const selections: { T: number; P?: number }[] = [];
  for (let n = 0; n < orMore; n++) selections.push({ T: SELECTION.exactly, P: parameter(n) });
  selections.push({ T: SELECTION.orMore, P: orMore });
  return partitionFamily({
    G: GROUP.exactTotal,
    tier: 'exotic',
    cellOf: (x) => Math.min(x, orMore),
    selections,
  });
}
