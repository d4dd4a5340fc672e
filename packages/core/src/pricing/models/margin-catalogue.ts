import { entry, type Catalogue, type Projection } from '../core/catalogue';
import { finalScore, sumScores, type GameResult, type Score } from '../core/game-state';
import { oddEvenFamily } from '../families/count.families';
import { lineLadder } from '../families/line-ladder';
import {
  awayTotalFamily,
  handicapLinesFamily,
  homeTotalFamily,
  totalFamily,
} from '../families/line.families';
import { doubleChanceFamily, matchResultFamily, winnerWithOvertimeFamily } from '../families/result.families';
import type { MarginModel, MarginRules } from './margin-model';

type MarginProjection = Projection<MarginModel, GameResult>;

const projection = (
  key: keyof MarginModel,
  scoreOf: (result: GameResult) => Score,
  measure: (score: Score) => number,
): MarginProjection => ({
  points: (model) => model[key],
  measure: (result) => [measure(scoreOf(result)), 0],
});

const margin = (s: Score) => s.home - s.away;
const total = (s: Score) => s.home + s.away;

/** How many lines each side of the centre, half a point apart (so whole lines, which push, alternate with half lines). */
export interface MarginLineCounts {
  readonly game: number;
  readonly team: number;
  readonly half: number;
}

/**
 * A normal-margin sport's markets: the regulation 1X2 and double chance, the winner including overtime
 * (where there is one), handicaps, totals, team totals and odd/even on the final score (overtime included,
 * as books settle them), and the first half's 1X2, handicap and total (period 1).
 */
export function marginCatalogue(
  rules: MarginRules,
  counts: MarginLineCounts,
): Catalogue<MarginModel, GameResult> {
  const totals = (count: number) => lineLadder({ step: 0.5, count, min: 0.5 });
  const handicaps = (count: number) => lineLadder({ step: 0.5, count, handicap: true });
  const regulation = (result: GameResult) => sumScores(result.periods);
  const firstHalf = (result: GameResult) => sumScores(result.periods.slice(0, rules.periods / 2));
  const regulationMargin = projection('regulationMargin', regulation, margin);
  const finalMargin = projection('margin', finalScore, margin);
  const finalTotal = projection('total', finalScore, total);
  const halfMargin = projection('firstHalfMargin', firstHalf, margin);
  return [
    entry(0, matchResultFamily, regulationMargin),
    entry(0, doubleChanceFamily, regulationMargin),
    ...(rules.overtimeShare ? [entry(0, winnerWithOvertimeFamily, finalMargin)] : []),
    entry(0, handicapLinesFamily(handicaps(counts.game)), finalMargin),
    entry(0, totalFamily(totals(counts.game)), finalTotal),
    entry(
      0,
      homeTotalFamily(totals(counts.team)),
      projection('home', finalScore, (s) => s.home),
    ),
    entry(
      0,
      awayTotalFamily(totals(counts.team)),
      projection('away', finalScore, (s) => s.away),
    ),
    entry(0, oddEvenFamily, finalTotal),
    entry(1, matchResultFamily, halfMargin),
    entry(1, handicapLinesFamily(handicaps(counts.half)), halfMargin),
    entry(1, totalFamily(totals(counts.half)), projection('firstHalfTotal', firstHalf, total)),
  ];
}
