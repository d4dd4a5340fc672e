import type { Random } from '../../random/seeded-random';
import { NIL_SCORE, sumScores, type GameResult, type LiveState, type Score } from '../core/game-state';
import { sampleScore } from '../distributions/sample';
import type { ScoreGrid } from '../distributions/score-grid';
import type { GoalModel } from './goal-model';
import { periodAt, segmentScores, type Segment } from './segments';

export interface TimedGoal {
  /** When, as a share of regulation (0.5 is half-time in football). */
  readonly at: number;
  readonly side: 'home' | 'away';
}

/** A game played to the end from the same model that priced it: the goals to come and the result. */
export interface SimulatedGame {
  readonly goals: readonly TimedGoal[];
  readonly result: GameResult;
}

/**
 * Draws each segment's final score from its grid (one draw each, so the simulated frequencies are the
 * model's probabilities), spreads the goals still to come uniformly over the segment's remaining time, and
 * breaks a tied regulation with a draw from the overtime decider when the sport has one.
 */
export function simulateGoalGame(
  model: GoalModel,
  segments: readonly Segment[],
  random: Random,
  state?: LiveState,
  decider?: ScoreGrid,
): SimulatedGame {
  const elapsed = state?.elapsed ?? 0;
  const periodTotal = segments.reduce((n, s) => n + s.periods, 0);
  const current = state ? segmentScores(state.periods, segments) : segments.map(() => NIL_SCORE);
  const goals: TimedGoal[] = [];
  let startPeriod = 0;
  model.segments.forEach((grid, i) => {
    const start = Math.max(elapsed, startPeriod / periodTotal);
    startPeriod += segments[i].periods;
    const end = startPeriod / periodTotal;
    const final = sampleScore(grid, random);
    const toCome = (side: 'home' | 'away') => {
      for (let g = current[i][side]; g < final[side]; g++)
        goals.push({ at: start + random.next() * (end - start), side });
    };
    toCome('home');
    toCome('away');
  });
  goals.sort((a, b) => a.at - b.at);
  const periods: Score[] = Array.from({ length: periodTotal }, (_, i) => state?.periods[i] ?? NIL_SCORE);
  for (const goal of goals) {
    const p = periodAt(segments, goal.at);
    periods[p] = { ...periods[p], [goal.side]: periods[p][goal.side] + 1 };
  }
  const regulation = sumScores(periods);
  const overtime = decider && regulation.home === regulation.away ? sampleScore(decider, random) : undefined;
  return { goals, result: overtime ? { periods, overtime } : { periods } };
}
