import type { LiveState } from '../core/game-state';
import type { ScoreGrid } from '../distributions/score-grid';
import {
  buildGoalModel,
  expectedGoalsFromRatings,
  type ExpectedGoals,
  type GoalModel,
} from '../models/goal-model';
import type { Segment } from '../models/segments';
import type { Ratings } from '../ratings';

/** Three 20-minute periods with the same scoring rate. */
export const HOCKEY_SEGMENTS: readonly Segment[] = [1, 2, 3].map(() => ({ periods: 1, weight: 1 / 3 }));

/** Regular-season overtime: 5 minutes of 3-on-3, which scores about 1.4 times as fast as 5-on-5, then a shootout. */
const OVERTIME_SHARE = (5 / 60) * 1.4;

export interface HockeyInput {
  readonly expectedGoals: ExpectedGoals;
  /** elapsed: minutes / 60; periods: the score of each period so far. */
  readonly state?: LiveState;
}

/** 6 goals a game, 35 points of home advantage, 100 points of lead worth about 0.6 goals. */
export function hockeyExpectedGoals(ratings: Ratings, goalsPerGame = 6): ExpectedGoals {
  return expectedGoalsFromRatings(ratings, { goalsPerGame, homeAdvantage: 35, scale: 1000 });
}

/**
 * What breaks a regulation tie: an overtime goal (home's with its share of the scoring rate) or, failing
 * one, a shootout won by either side with equal chance; either way the winner is one goal up.
 */
export function hockeyDecider(expected: ExpectedGoals): ScoreGrid {
  const rate = expected.home + expected.away;
  const goal = 1 - Math.exp(-rate * OVERTIME_SHARE);
  const home = goal * (expected.home / rate) + (1 - goal) / 2;
  return { home0: 0, away0: 0, rows: 2, cols: 2, p: Float64Array.of(0, 1 - home, home, 0) };
}

export function hockeyModel(input: HockeyInput): GoalModel {
  const { expectedGoals, state } = input;
  return buildGoalModel({
    segments: HOCKEY_SEGMENTS,
    rho: 0,
    expected: expectedGoals,
    state,
    decider: hockeyDecider(expectedGoals),
  });
}
