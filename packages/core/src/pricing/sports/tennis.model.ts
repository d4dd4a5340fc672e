import type { Random } from '../../random/seeded-random';
import type { Score } from '../core/game-state';
import type { SetOutcome } from '../distributions/best-of-series';
import { other, sideOf, type Side } from '../distributions/point-race';
import { simulateRace } from '../distributions/race-simulation';
import {
  gameRules,
  isTennisSetOver,
  tennisSetOutcomes,
  tiebreakRules,
  type ServeProbabilities,
  type TennisSetStart,
} from '../distributions/tennis-set';
import {
  buildSetSportModel,
  eitherServer,
  isSeriesOver,
  splitSets,
  type SetSportModel,
} from '../models/set-sport-model';
import type { PlayedSet } from '../models/set-sport-simulation';
import type { Ratings } from '../ratings';

export interface TennisState {
  /** Games of each set, the set in play last. */
  readonly sets: readonly Score[];
  /** Points won in the game in play (0, 1, 2, 3 for 0, 15, 30, 40, then on through deuce) or in the tiebreak. */
  readonly points: Score;
  readonly server: 'home' | 'away';
}

export interface TennisInput {
  /** Each player's probability of winning a point on their own serve. */
  readonly serve: ServeProbabilities;
  readonly bestOf: 3 | 5;
  readonly state?: TennisState;
  /** Who serves first, once the toss is known; before it, either with equal chance. */
  readonly firstServer?: 'home' | 'away';
}

/** 7-point tiebreaks; the deciding set of a best of five has a 10-point one at 6:6 (Grand Slams since 2022). */
export const tennisTiebreakTarget = (bestOf: 3 | 5, setIndex: number) =>
  bestOf === 5 && setIndex === 4 ? 10 : 7;

/**
 * Serve-point probabilities from ratings: an average player wins `base` of points on serve (0.63 is the
 * men's tour on hard courts); every 100 rating points of lead moves the two serves 3 points apart, which
 * makes a 200-point favourite win a best of three about as often as Elo expects (three times in four).
 */
export function tennisServeProbabilities(ratings: Ratings, base = 0.63): ServeProbabilities {
  const shift = ((ratings.home - ratings.away) / 100) * 0.015;
  return [Math.min(0.95, Math.max(0.05, base + shift)), Math.min(0.95, Math.max(0.05, base - shift))];
}

/** The finished sets and where the set in play stands (absent before a match whose first server is unknown). */
export function tennisSetStart(input: TennisInput): { finished: readonly Score[]; start?: TennisSetStart } {
  const { state, firstServer } = input;
  if (!state) return { finished: [], start: firstServer && { a: 0, b: 0, server: sideOf(firstServer) } };
  const { finished, current, started } = splitSets(state.sets, isTennisSetOver);
  const points = started ? { a: state.points.home, b: state.points.away } : undefined;
  return { finished, start: { a: current.home, b: current.away, server: sideOf(state.server), points } };
}

export function tennisModel(input: TennisInput): SetSportModel {
  const { serve, bestOf } = input;
  const setsToWin = (bestOf + 1) / 2;
  const memo = new Map<string, SetOutcome[]>();
  const fresh = (setIndex: number, first: Side) => {
    const key = `${tennisTiebreakTarget(bestOf, setIndex)}:${first}`;
    let outcomes = memo.get(key);
    if (!outcomes) {
      outcomes = tennisSetOutcomes(serve, tennisTiebreakTarget(bestOf, setIndex), {
        a: 0,
        b: 0,
        server: first,
      });
      memo.set(key, outcomes);
    }
    return outcomes;
  };
  const { finished, start } = tennisSetStart(input);
  const setIndex = finished.length;
  let current: readonly SetOutcome[] = [];
  if (!isSeriesOver(finished, setsToWin)) {
    current = start
      ? tennisSetOutcomes(serve, tennisTiebreakTarget(bestOf, setIndex), start)
      : eitherServer((first) => fresh(0, first));
  }
  return buildSetSportModel({ setsToWin, maxSetUnits: 13, finished, current, next: fresh });
}

/** Plays a set point by point from its start with the rules the recursion prices. */
export function playTennisSet(
  serve: ServeProbabilities,
  tiebreak: number,
  start: TennisSetStart,
  random: Random,
): PlayedSet {
  const firstServer = (start.a + start.b) % 2 === 0 ? start.server : other(start.server);
  let { a, b } = start;
  let points = start.points;
  const played: Side[] = [];
  while (!isTennisSetOver({ home: a, away: b })) {
    const server: Side = (a + b) % 2 === 0 ? firstServer : other(firstServer);
    const rules = a === 6 && b === 6 ? tiebreakRules(tiebreak, firstServer) : gameRules(server);
    const from = { a: points?.a ?? 0, b: points?.b ?? 0 };
    const tiebreakServer = a === 6 && b === 6 && points ? start.server : server;
    const game = simulateRace(rules, serve, { ...from, server: tiebreakServer }, random);
    played.push(...game.points);
    if (game.a > game.b) a++;
    else b++;
    points = undefined;
  }
  return { a, b, nextServer: (a + b) % 2 === 0 ? firstServer : other(firstServer), points: played };
}
