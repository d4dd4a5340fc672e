import { entry, type Catalogue, type Projection } from '../core/catalogue';
import type { GameResult, Score } from '../core/game-state';
import { mapPoints, NO_POINTS, type Points } from '../core/points';
import { oddEvenFamily } from '../families/count.families';
import type { LineChooser } from '../families/line-ladder';
import {
  handicapLinesFamily,
  setHandicapFamily,
  totalFamily,
  totalSetsFamily,
} from '../families/line.families';
import { winnerFamily } from '../families/result.families';
import { scoreListFamily } from '../families/score.families';
import type { SetSportModel } from './set-sport-model';

type SetProjection = Projection<SetSportModel, GameResult>;

const margin = (x: number, y: number) => x - y;
const total = (x: number, y: number) => x + y;

function setsWon(result: GameResult): [number, number] {
  const home = result.periods.filter((s) => s.home > s.away).length;
  return [home, result.periods.length - home];
}

function unitsOf(result: GameResult, f: (x: number, y: number) => number): number {
  return result.periods.reduce((sum, s) => sum + f(s.home, s.away), 0);
}

const setsProjection = (f?: (x: number, y: number) => number): SetProjection => ({
  points: (model) => (f ? mapPoints(model.sets, f) : model.sets),
  measure: (result) => {
    const [home, away] = setsWon(result);
    return f ? [f(home, away), 0] : [home, away];
  },
});

const unitsProjection = (which: 'total' | 'margin', f: (x: number, y: number) => number): SetProjection => ({
  points: (model) => model[which],
  measure: (result) => [unitsOf(result, f), 0],
});

/** The set in play only: other sets have no markets (a finished one is settled, a later one not yet priced). */
const setProjection = (set: number, f?: (x: number, y: number) => number): SetProjection => ({
  points: (model): Points => {
    if (model.currentSet !== set) return NO_POINTS;
    return f ? mapPoints(model.set, f) : model.set;
  },
  measure: (result) => {
    const { home, away } = result.periods[set - 1] ?? { home: 0, away: 0 };
    return f ? [f(home, away), 0] : [home, away];
  },
});

/** Every final sets score of a best-of series: n:0 ... n:(n-1) and the reverse. */
function setsScores(setsToWin: number): Score[] {
  const scores: Score[] = [];
  for (let lost = 0; lost < setsToWin; lost++)
    scores.push({ home: setsToWin, away: lost }, { home: lost, away: setsToWin });
  return scores;
}

export interface SetSportLines {
  readonly setsToWin: number;
  /** Sets (maps) handicap and total-sets lines. */
  readonly setLines: LineChooser;
  readonly totalSetLines: LineChooser;
  /** Match totals and handicaps in units (games, points); absent for map series priced on maps only. */
  readonly units?: { readonly total: LineChooser; readonly margin: LineChooser };
  /** Per-set totals and handicaps in units, and the set's correct score where it is a market (tennis games). */
  readonly perSet?: {
    readonly total: LineChooser;
    readonly margin: LineChooser;
    readonly scores?: readonly Score[];
  };
}

/**
 * A set sport's markets: the winner (a two-way G1), sets handicap and total, the sets correct score (G136,
 * P = home sets + away sets / 1000), units totals and handicaps, and the set in play as its own period.
 */
export function setSportCatalogue(lines: SetSportLines): Catalogue<SetSportModel, GameResult> {
  const { setsToWin, units, perSet } = lines;
  const setsMargin = setsProjection(margin);
  const catalogue = [
    entry(0, winnerFamily, setsMargin),
    entry(0, setHandicapFamily(lines.setLines), setsMargin),
    entry(0, totalSetsFamily(lines.totalSetLines), setsProjection(total)),
    entry(0, scoreListFamily(setsScores(setsToWin)), setsProjection()),
  ];
  if (units) {
    const unitsTotal = unitsProjection('total', total);
    catalogue.push(
      entry(0, totalFamily(units.total), unitsTotal),
      entry(0, handicapLinesFamily(units.margin), unitsProjection('margin', margin)),
      entry(0, oddEvenFamily, unitsTotal),
    );
  }
  for (let set = 1; perSet && set < 2 * setsToWin; set++) {
    catalogue.push(
      entry(set, winnerFamily, setProjection(set, margin)),
      entry(set, totalFamily(perSet.total), setProjection(set, total)),
      entry(set, handicapLinesFamily(perSet.margin), setProjection(set, margin)),
    );
    if (perSet.scores) catalogue.push(entry(set, scoreListFamily(perSet.scores), setProjection(set)));
  }
  return catalogue;
}
