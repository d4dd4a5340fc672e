import type { Random } from '../../random/seeded-random';
import type { GameResult, Score } from '../core/game-state';
import type { Side } from '../distributions/point-race';
import { isSeriesOver } from './set-sport-model';

export interface PlayedSet {
  readonly a: number;
  readonly b: number;
  readonly nextServer: Side;
  readonly points: readonly Side[];
}

/** A set sport's match played point by point: the result (units per set) and every point's winner in order. */
export interface SimulatedSetMatch {
  readonly result: GameResult;
  readonly points: readonly Side[];
}

/**
 * Plays sets until one side has `setsToWin`: the set in play first (from its current score), then fresh
 * sets, each served first as the previous one says.
 */
export function simulateSets(
  setsToWin: number,
  finished: readonly Score[],
  current: (random: Random) => PlayedSet,
  fresh: (setIndex: number, firstServer: Side, random: Random) => PlayedSet,
  random: Random,
): SimulatedSetMatch {
  const periods = [...finished];
  const points: Side[] = [];
  let set: PlayedSet | undefined;
  while (!isSeriesOver(periods, setsToWin)) {
    set = set ? fresh(periods.length, set.nextServer, random) : current(random);
    periods.push({ home: set.a, away: set.b });
    points.push(...set.points);
  }
  return { result: { periods }, points };
}
