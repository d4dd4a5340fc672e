import { vectorPoints, type Points } from '../core/points';
import type { Side } from './point-race';

/** How a set (game, map) can end: its final score in units (games or points) and who serves the next set. */
export interface SetOutcome {
  readonly a: number;
  readonly b: number;
  readonly p: number;
  readonly nextServer: Side;
}

export interface SeriesInput {
  readonly setsToWin: number;
  /** Sets won so far by each side. */
  readonly setsWon: readonly [number, number];
  /** Units (games, points) of the finished sets: their total and home-minus-away margin. */
  readonly unitsSoFar: { readonly total: number; readonly margin: number };
  /** The most units one set can have, bounding the arrays. */
  readonly maxSetUnits: number;
  /** The set being played (from its current score), or the first one before the start. */
  readonly current: readonly SetOutcome[];
  /** The outcomes of a later set, given its index (0-based) and who serves first in it. */
  readonly next: (setIndex: number, firstServer: Side) => readonly SetOutcome[];
}

export interface SeriesDistribution {
  /** Final sets score: x home's sets, y away's. */
  readonly sets: Points;
  /** Units over the whole match. */
  readonly total: Points;
  readonly margin: Points;
}

/** Mass over consecutive values, non-zero only within [low, high]. */
interface Spread {
  readonly mass: Float64Array;
  low: number;
  high: number;
}

/** One state of the recursion: the sets score, who serves next, and the joint mass of units so far. */
interface State {
  readonly a: number;
  readonly b: number;
  readonly server: Side;
  p: number;
  readonly total: Spread;
  /** Indexed by margin + bound. */
  readonly margin: Spread;
}

const spread = (length: number): Spread => ({ mass: new Float64Array(length), low: length, high: -1 });

function addShifted(into: Spread, from: Spread, by: number, weight: number): void {
  const source = from.mass;
  const target = into.mass;
  for (let i = from.low; i <= from.high; i++) target[i + by] += source[i] * weight;
  into.low = Math.min(into.low, from.low + by);
  into.high = Math.max(into.high, from.high + by);
}

function place(into: Spread, index: number): void {
  into.mass[index] = 1;
  into.low = index;
  into.high = index;
}

/**
 * A best-of series by exact recursion over sets: the state is the sets score and who serves first in the
 * next set, and each state carries the distribution of the units played so far, so totals and margins in
 * games (tennis) or points (volleyball) come out exactly along with the sets score.
 */
export function seriesDistribution(input: SeriesInput): SeriesDistribution {
  const { setsToWin, setsWon, unitsSoFar, maxSetUnits, current, next } = input;
  const bound = unitsSoFar.total + (2 * setsToWin - 1 - setsWon[0] - setsWon[1]) * maxSetUnits + 1;
  const fresh = (a: number, b: number, server: Side): State => ({
    a,
    b,
    server,
    p: 0,
    total: spread(bound + 1),
    margin: spread(2 * bound + 1),
  });
  const start = fresh(setsWon[0], setsWon[1], 0);
  start.p = 1;
  place(start.total, unitsSoFar.total);
  place(start.margin, unitsSoFar.margin + bound);
  const finals = new Map<string, State>();
  let layer = new Map<string, State>();
  const advance = (from: State, outcomes: readonly SetOutcome[]) => {
    for (const o of outcomes) {
      const a = o.a > o.b ? from.a + 1 : from.a;
      const b = o.b > o.a ? from.b + 1 : from.b;
      const done = a === setsToWin || b === setsToWin;
      const key = done ? `${a}:${b}` : `${a}:${b}:${o.nextServer}`;
      const target = done ? finals : layer;
      let to = target.get(key);
      if (!to) target.set(key, (to = fresh(a, b, o.nextServer)));
      to.p += from.p * o.p;
      addShifted(to.total, from.total, o.a + o.b, o.p);
      addShifted(to.margin, from.margin, o.a - o.b, o.p);
    }
  };
  if (Math.max(...setsWon) >= setsToWin) finals.set('over', start);
  else advance(start, current);
  while (layer.size > 0) {
    const states = [...layer.values()];
    layer = new Map();
    for (const s of states) advance(s, next(s.a + s.b, s.server));
  }
  const all = [...finals.values()];
  const total = spread(bound + 1);
  const margin = spread(2 * bound + 1);
  for (const f of all) {
    addShifted(total, f.total, 0, 1);
    addShifted(margin, f.margin, 0, 1);
  }
  return {
    sets: { x: all.map((f) => f.a), y: all.map((f) => f.b), p: all.map((f) => f.p) },
    total: vectorPoints(0, total.mass),
    margin: vectorPoints(-bound, margin.mass),
  };
}
