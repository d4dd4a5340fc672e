import { parameter } from '../core/market-family';
import { GROUP, SELECTION } from '../market-codes';
import { partitionFamily, yesNoFamily } from './categorical.family';
import { resultCell } from './result.families';

/** Families over the score: x home, y away. */

export const bothScoreFamily = yesNoFamily({
  G: GROUP.bothScore,
  yes: SELECTION.bothScoreYes,
  no: SELECTION.bothScoreNo,
  tier: 'main',
  holds: (x, y) => x > 0 && y > 0,
});

const yesNo = (G: number, holds: (x: number, y: number) => boolean) =>
  yesNoFamily({ G, yes: SELECTION.yes, no: SELECTION.no, tier: 'secondary', holds });

export const homeWinToNilFamily = yesNo(GROUP.homeWinToNil, (x, y) => x > 0 && y === 0);
export const awayWinToNilFamily = yesNo(GROUP.awayWinToNil, (x, y) => y > 0 && x === 0);
export const homeCleanSheetFamily = yesNo(GROUP.homeCleanSheet, (_x, y) => y === 0);
export const awayCleanSheetFamily = yesNo(GROUP.awayCleanSheet, (x) => x === 0);

/** Every score up to `max` goals a side (cell home × (max + 1) + away), then any other score. */
export function correctScoreFamily(max: number) {
  const side = max + 1;
  const selections: { T: number; P?: number }[] = [];
  for (let home = 0; home <= max; home++) {
    for (let away = 0; away <= max; away++)
      selections.push({ T: SELECTION.score, P: parameter(home + away / 1000) });
  }
  selections.push({ T: SELECTION.otherScore });
  return partitionFamily({
    G: GROUP.correctScore,
    tier: 'exotic',
    cellOf: (x, y) => (x <= max && y <= max ? x * side + y : side * side),
    selections,
  });
}

export const resultBothScoreFamily = partitionFamily({
  G: GROUP.resultBothScore,
  tier: 'exotic',
  cellOf: (x, y) => 2 * resultCell(x - y) + (x > 0 && y > 0 ? 0 : 1),
  selections: [
    { T: SELECTION.homeAndYes },
    { T: SELECTION.homeAndNo },
    { T: SELECTION.drawAndYes },
    { T: SELECTION.drawAndNo },
    { T: SELECTION.awayAndYes },
    { T: SELECTION.awayAndNo },
  ],
});

/** Result and total over/under a half line. */
export function resultTotalFamily(line: number) {
  return partitionFamily({
    G: GROUP.resultTotal,
    tier: 'exotic',
    cellOf: (x, y) => 2 * resultCell(x - y) + (x + y > line ? 0 : 1),
    selections: [
      SELECTION.homeAndOver,
      SELECTION.homeAndUnder,
      SELECTION.drawAndOver,
      SELECTION.drawAndUnder,
      SELECTION.awayAndOver,
      SELECTION.awayAndUnder,
    ].map((T) => ({ T, P: line })),
  });
}

/** A correct score market over the scores that can happen (sets scores, a set's games), each its own cell. */
export function scoreListFamily(scores: readonly { home: number; away: number }[]) {
  return partitionFamily({
    G: GROUP.correctScore,
    tier: 'exotic',
    cellOf: (x, y) => scores.findIndex((s) => s.home === x && s.away === y),
    selections: scores.map((s) => ({ T: SELECTION.score, P: parameter(s.home + s.away / 1000) })),
  });
}
