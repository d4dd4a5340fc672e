import type { LiveState } from '../core/game-state';
import { poissonPmf } from '../distributions/poisson';
import { independentGrid, type ScoreGrid } from '../distributions/score-grid';
import {
  buildGoalModel,
  expectedGoalsFromRatings,
  type ExpectedGoals,
  type GoalModel,
} from '../models/goal-model';
import type { Segment } from '../models/segments';
import type { Ratings } from '../ratings';

/** Nine innings priced as the first five (a market of its own) and the last four, runs spread evenly. */
export const BASEBALL_SEGMENTS: readonly Segment[] = [
  { periods: 5, weight: 5 / 9 },
  { periods: 4, weight: 4 / 9 },
];

export interface BaseballInput {
  /** Expected runs over nine innings. */
  readonly expectedRuns: ExpectedGoals;
  /** elapsed: half-innings played / 18; periods: runs of each inning so far. */
  readonly state?: LiveState;
}

/** 8.8 runs a game, 24 points of home advantage, 100 points of lead worth about 0.7 runs. */
export function baseballExpectedRuns(ratings: Ratings, runsPerGame = 8.8): ExpectedGoals {
  return expectedGoalsFromRatings(ratings, { goalsPerGame: runsPerGame, homeAdvantage: 24, scale: 1200 });
}

/**
 * Extra innings: one inning's runs (a ninth of each side's) given that it is not tied, which is what the
 * innings played until one is not tied add up to when tied innings are scoreless (most are).
 */
export function baseballDecider(expected: ExpectedGoals): ScoreGrid {
  const grid = independentGrid(poissonPmf(expected.home / 9), poissonPmf(expected.away / 9));
  let tied = 0;
  for (let i = 0; i < Math.min(grid.rows, grid.cols); i++) {
    tied += grid.p[i * grid.cols + i];
    grid.p[i * grid.cols + i] = 0;
  }
  for (let i = 0; i < grid.p.length; i++) grid.p[i] /= 1 - tied;
  return grid;
}

export function baseballModel(input: BaseballInput): GoalModel {
  const { expectedRuns, state } = input;
  return buildGoalModel({
    segments: BASEBALL_SEGMENTS,
    rho: 0,
    expected: expectedRuns,
    state,
    decider: baseballDecider(expectedRuns),
  });
}
