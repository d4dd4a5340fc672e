import type { Random } from '../../random/seeded-random';
import type { Score } from '../core/game-state';
import type { SetOutcome } from '../distributions/best-of-series';
import {
  other,
  raceOutcomes,
  sideOf,
  type RaceRules,
  type RaceStart,
  type ServeRule,
  type Side,
} from '../distributions/point-race';
import { simulateRace } from '../distributions/race-simulation';
import type { Ratings } from '../ratings';
import {
  buildSetSportModel,
  eitherServer,
  isSeriesOver,
  splitSets,
  type SetSportModel,
} from './set-sport-model';
import { simulateSets, type SimulatedSetMatch } from './set-sport-simulation';

/** A sport of sets won by points (volleyball's rally scoring, table tennis): each set a race won by two. */
export interface RallyRules {
  readonly setsToWin: number;
  readonly target: number;
  /** Points to win the deciding set (volleyball's fifth set goes to 15). */
  readonly decidingTarget: number;
  /** Who serves next, given who served the set's first point. */
  readonly serve: (firstServer: Side) => ServeRule;
}

export interface RallyState {
  /** Points of each set, the set in play last. */
  readonly sets: readonly Score[];
  /** Who serves the next point. */
  readonly server: 'home' | 'away';
  /** Who served the first point of the set in play (the next set starts with the other). */
  readonly setFirstServer: 'home' | 'away';
}

export interface RallyInput {
  /** Each side's probability of winning a point (rally) it serves. */
  readonly serve: readonly [number, number];
  readonly state?: RallyState;
}

/** Serve-point probabilities from ratings: `base` for equal sides, `perHundred` apart per 100 points of lead. */
export function rallyServeProbabilities(
  ratings: Ratings,
  base: number,
  perHundred: number,
): [number, number] {
  const shift = ((ratings.home - ratings.away) / 100) * (perHundred / 2);
  return [Math.min(0.95, Math.max(0.05, base + shift)), Math.min(0.95, Math.max(0.05, base - shift))];
}

/**
 * Ties followed exactly past the target: enough for the final score of all but about 1e-4 of sets, which
 * keeps the set's outcomes few (the series recursion's cost grows with them) at no cost to who wins.
 */
const EXTRA_TIES = 8;

function setRules(rules: RallyRules, setIndex: number, firstServer: Side): RaceRules {
  const deciding = setIndex === 2 * rules.setsToWin - 2;
  return {
    target: deciding ? rules.decidingTarget : rules.target,
    serve: rules.serve(firstServer),
    extraTies: EXTRA_TIES,
  };
}

const isSetOver = (rules: RallyRules) => (set: Score, setIndex: number) => {
  const { target } = setRules(rules, setIndex, 0);
  return Math.max(set.home, set.away) >= target && Math.abs(set.home - set.away) >= 2;
};

/** Where the match stands: finished sets, and the set in play with who served first in it and who serves now. */
function rallyPosition(rules: RallyRules, state: RallyState) {
  const { finished, current, started } = splitSets(state.sets, isSetOver(rules));
  const over = isSeriesOver(finished, rules.setsToWin);
  const first = started ? sideOf(state.setFirstServer) : other(sideOf(state.setFirstServer));
  const start: RaceStart = {
    a: current.home,
    b: current.away,
    server: started ? sideOf(state.server) : first,
  };
  return { finished, over, first, start };
}

export function rallyModel(rules: RallyRules, input: RallyInput): SetSportModel {
  const { serve, state } = input;
  const memo = new Map<string, SetOutcome[]>();
  const outcomesFrom = (setIndex: number, first: Side, start: RaceStart) =>
    raceOutcomes(setRules(rules, setIndex, first), serve, start)
      .filter((o) => o.p > 1e-12)
      .map((o) => ({ ...o, nextServer: other(first) }));
  const fresh = (setIndex: number, first: Side) => {
    const key = `${setRules(rules, setIndex, first).target}:${first}`;
    let outcomes = memo.get(key);
    if (!outcomes) memo.set(key, (outcomes = outcomesFrom(setIndex, first, { a: 0, b: 0, server: first })));
    return outcomes;
  };
  const maxSetUnits = 2 * (rules.target + EXTRA_TIES) + 2;
  const common = { setsToWin: rules.setsToWin, maxSetUnits, next: fresh };
  if (!state)
    return buildSetSportModel({ ...common, finished: [], current: eitherServer((first) => fresh(0, first)) });
  const { finished, over, first, start } = rallyPosition(rules, state);
  const current = over ? [] : outcomesFrom(finished.length, first, start);
  return buildSetSportModel({ ...common, finished, current });
}

function fromToss(first: Side) {
  return { finished: [], first, start: { a: 0, b: 0, server: first } };
}

export function simulateRally(rules: RallyRules, input: RallyInput, random: Random): SimulatedSetMatch {
  const { serve, state } = input;
  const play = (setIndex: number, first: Side, start: RaceStart, r: Random) => ({
    ...simulateRace(setRules(rules, setIndex, first), serve, start, r),
    nextServer: other(first),
  });
  const { finished, first, start } = state
    ? rallyPosition(rules, state)
    : fromToss(random.next() < 0.5 ? 0 : 1);
  return simulateSets(
    rules.setsToWin,
    finished,
    (r) => play(finished.length, first, start, r),
    (setIndex, firstServer, r) => play(setIndex, firstServer, { a: 0, b: 0, server: firstServer }, r),
    random,
  );
}
