import { GROUP, SELECTION } from '../market-codes';
import { categoricalFamily, partitionFamily } from './categorical.family';
import { handicapFamily } from './handicap.family';

/** Families over the margin x = home minus away. */

/** 0 home win, 1 draw, 2 away win. */
export const resultCell = (margin: number): number => (margin > 0 ? 0 : margin === 0 ? 1 : 2);

export const matchResultFamily = partitionFamily({
  G: GROUP.result,
  tier: 'main',
  cellOf: resultCell,
  selections: [{ T: SELECTION.home }, { T: SELECTION.draw }, { T: SELECTION.away }],
});

export const doubleChanceFamily = categoricalFamily({
  G: GROUP.doubleChance,
  tier: 'main',
  coverage: 2,
  cellCount: 3,
  cellOf: resultCell,
  options: [
    { T: SELECTION.homeOrDraw, cells: [0, 1] },
    { T: SELECTION.homeOrAway, cells: [0, 2] },
    { T: SELECTION.drawOrAway, cells: [1, 2] },
  ],
});

/** The winner where the sport has no draw (a draw, should one happen, voids it). */
export const winnerFamily = handicapFamily({
  G: GROUP.result,
  home: SELECTION.home,
  away: SELECTION.away,
  tier: 'main',
});

export const winnerWithOvertimeFamily = handicapFamily({
  G: GROUP.winnerWithOvertime,
  home: SELECTION.overtimeHome,
  away: SELECTION.overtimeAway,
  tier: 'main',
});

export const drawNoBetFamily = handicapFamily({
  G: GROUP.drawNoBet,
  home: SELECTION.drawNoBetHome,
  away: SELECTION.drawNoBetAway,
  tier: 'secondary',
});

/** Home by 1 ... home by `orMore` or more, draw, away likewise; cells run from away's widest to home's. */
export function winningMarginFamily(orMore: number) {
  const selections: { T: number; P?: number }[] = [{ T: SELECTION.awayByOrMore, P: orMore }];
  for (let m = orMore - 1; m >= 1; m--) selections.push({ T: SELECTION.awayByExactly, P: m });
  selections.push({ T: SELECTION.marginDraw });
  for (let m = 1; m < orMore; m++) selections.push({ T: SELECTION.homeByExactly, P: m });
  selections.push({ T: SELECTION.homeByOrMore, P: orMore });
  return partitionFamily({
    G: GROUP.winningMargin,
    tier: 'exotic',
    cellOf: (x) => Math.min(orMore, Math.max(-orMore, x)) + orMore,
    selections,
  });
}
