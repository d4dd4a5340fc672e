import type { Score } from '../core/game-state';
import type { Points } from '../core/points';
import { seriesDistribution, type SetOutcome } from '../distributions/best-of-series';
import type { Side } from '../distributions/point-race';

/** The distributions set sports (tennis, volleyball, table tennis, map series) price from. */
export interface SetSportModel {
  readonly sets: Points;
  readonly total: Points;
  readonly margin: Points;
  /** The set in play (1-based), whose markets are offered. */
  readonly currentSet: number;
  /** Its final score in units. */
  readonly set: Points;
}

export interface SetSportInput {
  readonly setsToWin: number;
  readonly maxSetUnits: number;
  /** Units of each finished set. */
  readonly finished: readonly Score[];
  readonly current: readonly SetOutcome[];
  readonly next: (setIndex: number, firstServer: Side) => readonly SetOutcome[];
}

export function buildSetSportModel(input: SetSportInput): SetSportModel {
  const { finished, current } = input;
  const setsWon: [number, number] = [0, 0];
  let total = 0;
  let margin = 0;
  for (const set of finished) {
    setsWon[set.home > set.away ? 0 : 1]++;
    total += set.home + set.away;
    margin += set.home - set.away;
  }
  const series = seriesDistribution({ ...input, setsWon, unitsSoFar: { total, margin } });
  return {
    ...series,
    currentSet: finished.length + 1,
    set: { x: current.map((o) => o.a), y: current.map((o) => o.b), p: current.map((o) => o.p) },
  };
}

/** Outcomes of a set from either first server with equal chance, when nobody knows who serves first yet. */
export function eitherServer(outcomes: (first: Side) => readonly SetOutcome[]): SetOutcome[] {
  return [0, 1].flatMap((first) => outcomes(first as Side).map((o) => ({ ...o, p: o.p / 2 })));
}

/**
 * The finished sets and the set in play from the scores so far: the last one is in play unless it is over,
 * in which case the next set is about to start (`started` false).
 */
export function splitSets(
  sets: readonly Score[],
  isOver: (set: Score, setIndex: number) => boolean,
): { finished: readonly Score[]; current: Score; started: boolean } {
  const last = sets[sets.length - 1];
  if (last && !isOver(last, sets.length - 1))
    return { finished: sets.slice(0, -1), current: last, started: true };
  return { finished: sets, current: { home: 0, away: 0 }, started: false };
}

function setsWonBy(sets: readonly Score[], side: 'home' | 'away'): number {
  return sets.filter((s) => (side === 'home' ? s.home > s.away : s.away > s.home)).length;
}

/** Whether one side has already won the match on these finished sets. */
export function isSeriesOver(finished: readonly Score[], setsToWin: number): boolean {
  return Math.max(setsWonBy(finished, 'home'), setsWonBy(finished, 'away')) >= setsToWin;
}
