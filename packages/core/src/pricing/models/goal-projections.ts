import type { Projection } from '../core/catalogue';
import { finalScore, sumScores, type GameResult, type Score } from '../core/game-state';
import { pairPoints } from '../core/points';
import { gridPoints, type ScoreMeasure } from '../distributions/score-grid';
import type { GoalModel } from './goal-model';
import { segmentScores, type Segment } from './segments';

function measureScore(score: Score, measure: ScoreMeasure): readonly [number, number] {
  switch (measure) {
    case 'score':
      return [score.home, score.away];
    case 'total':
      return [score.home + score.away, 0];
    case 'margin':
      return [score.home - score.away, 0];
    case 'home':
      return [score.home, 0];
    case 'away':
      return [score.away, 0];
  }
}

export type GoalScope = 'regulation' | 'overtime' | number;

/**
 * A quantity of the score over regulation, over the game with overtime, or over one segment (1-based,
 * the sub-game the market belongs to).
 */
function goalProjection(
  segments: readonly Segment[],
  scope: GoalScope,
  measure: ScoreMeasure,
): Projection<GoalModel, GameResult> {
  return {
    points: (model) => {
      if (scope === 'regulation') return gridPoints(model.regulation, measure);
      if (scope === 'overtime') return gridPoints(model.withOvertime, measure);
      return gridPoints(model.segments[scope - 1], measure);
    },
    measure: (result) => {
      if (scope === 'regulation') return measureScore(sumScores(result.periods), measure);
      if (scope === 'overtime') return measureScore(finalScore(result), measure);
      return measureScore(segmentScores(result.periods, segments)[scope - 1], measure);
    },
  };
}

/** One quantity of the first and of the second segment as a pair (half-time/full-time, highest scoring half). */
export function halvesProjection(
  segments: readonly Segment[],
  measure: Exclude<ScoreMeasure, 'score'>,
): Projection<GoalModel, GameResult> {
  return {
    points: (model) =>
      pairPoints(gridPoints(model.segments[0], measure), gridPoints(model.segments[1], measure)),
    measure: (result) => {
      const [first, second] = segmentScores(result.periods, segments);
      return [measureScore(first, measure)[0], measureScore(second, measure)[0]];
    },
  };
}

/** The five measures of one scope (made once per catalogue, so a pricing pass computes each only once). */
export function goalProjections(segments: readonly Segment[], scope: GoalScope) {
  const of = (measure: ScoreMeasure) => goalProjection(segments, scope, measure);
  return { score: of('score'), total: of('total'), margin: of('margin'), home: of('home'), away: of('away') };
}
