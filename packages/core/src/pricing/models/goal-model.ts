import { NIL_SCORE, type LiveState, type Score } from '../core/game-state';
import { dixonColesGrid } from '../distributions/dixon-coles';
import { breakTies, convolveGrids, shiftGrid, type ScoreGrid } from '../distributions/score-grid';
import type { Ratings } from '../ratings';
import { remainingWeights, segmentScores, type Segment } from './segments';

/** Expected goals (runs) of each side over the whole of regulation. */
export interface ExpectedGoals {
  readonly home: number;
  readonly away: number;
}

/**
 * The final-score distributions of a Poisson sport: each segment's (goals so far + goals still to come,
 * independent between segments), their sum over regulation, and the final score once overtime breaks a tie.
 */
export interface GoalModel {
  readonly segments: readonly ScoreGrid[];
  readonly regulation: ScoreGrid;
  readonly withOvertime: ScoreGrid;
}

export interface GoalModelInput {
  readonly segments: readonly Segment[];
  /** Dixon-Coles dependence applied within each segment. */
  readonly rho: number;
  /** Expected goals over regulation at the current strength (live factors such as red cards applied). */
  readonly expected: ExpectedGoals;
  readonly state?: LiveState;
  /** What overtime adds to a tied score, given it breaks the tie; without one a tie stands. */
  readonly decider?: ScoreGrid;
}

/**
 * Expected goals from Elo-like ratings: the home side's lead (plus a home advantage in rating points)
 * splits the goals per game as (G/2)·e^s and (G/2)·e^-s with s = lead / scale, so stronger favourites
 * win by more and lopsided games have a few more goals, as they do.
 */
export function expectedGoalsFromRatings(
  ratings: Ratings,
  options: { goalsPerGame: number; homeAdvantage: number; scale: number },
): ExpectedGoals {
  const s = (ratings.home - ratings.away + options.homeAdvantage) / options.scale;
  const half = options.goalsPerGame / 2;
  return { home: half * Math.exp(s), away: half * Math.exp(-s) };
}

const NO_DECIDER: ScoreGrid = { home0: 0, away0: 0, rows: 1, cols: 1, p: Float64Array.of(1) };

export function buildGoalModel(input: GoalModelInput): GoalModel {
  const { segments, rho, expected, state, decider = NO_DECIDER } = input;
  const weights = remainingWeights(segments, state?.elapsed ?? 0);
  const scores: readonly Score[] = state
    ? segmentScores(state.periods, segments)
    : segments.map(() => NIL_SCORE);
  const grids = segments.map((_, i) => {
    const grid = dixonColesGrid(expected.home * weights[i], expected.away * weights[i], rho);
    return shiftGrid(grid, scores[i].home, scores[i].away);
  });
  const regulation = grids.reduce(convolveGrids);
  return { segments: grids, regulation, withOvertime: breakTies(regulation, decider) };
}
