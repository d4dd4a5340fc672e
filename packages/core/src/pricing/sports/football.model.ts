import type { LiveState, Score } from '../core/game-state';
import {
  buildGoalModel,
  expectedGoalsFromRatings,
  type ExpectedGoals,
  type GoalModel,
} from '../models/goal-model';
import type { Segment } from '../models/segments';
import type { Ratings } from '../ratings';

/** Two halves; the first sees about 45% of the goals (tired legs and chasing teams score late). */
export const FOOTBALL_SEGMENTS: readonly Segment[] = [
  { periods: 1, weight: 0.45 },
  { periods: 1, weight: 0.55 },
];

/** Dixon-Coles dependence within a half: more 0:0 and 1:1, fewer 1:0 and 0:1 than independence gives. */
const FOOTBALL_RHO = -0.1;

/** A red card leaves a side scoring about a third less and its opponent about a quarter more. */
const RED_CARD_OWN = 0.67;
const RED_CARD_OPPONENT = 1.25;

export interface FootballState extends LiveState {
  readonly redCards?: Score;
}

export interface FootballInput {
  readonly expectedGoals: ExpectedGoals;
  readonly state?: FootballState;
  readonly rho?: number;
}

/** The live state at a minute of play (90 minutes of regulation; stoppage time counts as the half's end). */
export function footballState(minute: number, periods: readonly Score[], redCards?: Score): FootballState {
  return { elapsed: Math.min(1, Math.max(0, minute / 90)), periods, redCards };
}

/** Expected goals from ratings: 2.7 goals a game by default, 65 points of home advantage, 100 points of lead
 * worth about 0.4 goals of supremacy. */
export function footballExpectedGoals(ratings: Ratings, goalsPerGame = 2.7): ExpectedGoals {
  return expectedGoalsFromRatings(ratings, { goalsPerGame, homeAdvantage: 65, scale: 650 });
}

export function footballModel(input: FootballInput): GoalModel {
  const { expectedGoals, state, rho = FOOTBALL_RHO } = input;
  const red = state?.redCards ?? { home: 0, away: 0 };
  const expected = {
    home: expectedGoals.home * RED_CARD_OWN ** red.home * RED_CARD_OPPONENT ** red.away,
    away: expectedGoals.away * RED_CARD_OWN ** red.away * RED_CARD_OPPONENT ** red.home,
  };
  return buildGoalModel({ segments: FOOTBALL_SEGMENTS, rho, expected, state });
}
