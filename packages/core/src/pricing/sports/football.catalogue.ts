import { entry, type Catalogue, type CatalogueEntry } from '../core/catalogue';
import type { GameResult } from '../core/game-state';
import { exactTotalFamily, oddEvenFamily } from '../families/count.families';
import {
  halfTimeFullTimeFamily,
  highestScoringHalfFamily,
  inBothHalvesFamily,
} from '../families/halves.families';
import { fixedLines, lineLadder } from '../families/line-ladder';
import {
  awayTotalFamily,
  handicapLinesFamily,
  homeTotalFamily,
  threeWayHandicapFamily,
  totalFamily,
} from '../families/line.families';
import {
  doubleChanceFamily,
  drawNoBetFamily,
  matchResultFamily,
  winningMarginFamily,
} from '../families/result.families';
import {
  awayCleanSheetFamily,
  awayWinToNilFamily,
  bothScoreFamily,
  correctScoreFamily,
  homeCleanSheetFamily,
  homeWinToNilFamily,
  resultBothScoreFamily,
  resultTotalFamily,
} from '../families/score.families';
import { GROUP } from '../market-codes';
import type { GoalModel } from '../models/goal-model';
import { goalProjections, halvesProjection, type GoalScope } from '../models/goal-projections';
import { FOOTBALL_SEGMENTS } from './football.model';

type FootballEntry = CatalogueEntry<GoalModel, GameResult>;

const projections = (scope: GoalScope) => goalProjections(FOOTBALL_SEGMENTS, scope);

const QUARTER_LINES = { step: 0.25, count: 8 };

function halfEntries(period: 1 | 2): FootballEntry[] {
  const half = projections(period);
  const lines = { step: 0.25, count: 4 };
  return [
    entry(period, matchResultFamily, half.margin),
    entry(period, doubleChanceFamily, half.margin),
    entry(period, totalFamily(lineLadder({ ...lines, min: 0.5 })), half.total),
    entry(period, handicapLinesFamily(lineLadder({ ...lines, handicap: true })), half.margin),
    entry(period, homeTotalFamily(fixedLines([0.5, 1.5])), half.home),
    entry(period, awayTotalFamily(fixedLines([0.5, 1.5])), half.away),
    entry(period, bothScoreFamily, half.score),
    entry(period, correctScoreFamily(2), half.score),
    entry(period, oddEvenFamily, half.total),
  ];
}

const game = projections('regulation');
const halves = {
  total: halvesProjection(FOOTBALL_SEGMENTS, 'total'),
  margin: halvesProjection(FOOTBALL_SEGMENTS, 'margin'),
  home: halvesProjection(FOOTBALL_SEGMENTS, 'home'),
  away: halvesProjection(FOOTBALL_SEGMENTS, 'away'),
};

/** Football's markets: the whole match (period 0, regulation time) and each half (periods 1 and 2). */
export const FOOTBALL_CATALOGUE: Catalogue<GoalModel, GameResult> = [
  entry(0, matchResultFamily, game.margin),
  entry(0, doubleChanceFamily, game.margin),
  entry(0, drawNoBetFamily, game.margin),
  entry(0, totalFamily(lineLadder({ ...QUARTER_LINES, min: 0.5 })), game.total),
  entry(0, handicapLinesFamily(lineLadder({ ...QUARTER_LINES, handicap: true })), game.margin),
  entry(0, threeWayHandicapFamily(fixedLines([-3, -2, -1, 1, 2, 3])), game.margin),
  entry(0, homeTotalFamily(lineLadder({ step: 0.25, count: 4, min: 0.5 })), game.home),
  entry(0, awayTotalFamily(lineLadder({ step: 0.25, count: 4, min: 0.5 })), game.away),
  entry(0, bothScoreFamily, game.score),
  entry(0, correctScoreFamily(4), game.score),
  entry(0, exactTotalFamily(6), game.total),
  entry(0, oddEvenFamily, game.total),
  entry(0, winningMarginFamily(3), game.margin),
  entry(0, homeWinToNilFamily, game.score),
  entry(0, awayWinToNilFamily, game.score),
  entry(0, homeCleanSheetFamily, game.score),
  entry(0, awayCleanSheetFamily, game.score),
  entry(0, resultBothScoreFamily, game.score),
  entry(0, resultTotalFamily(2.5), game.score),
  entry(0, halfTimeFullTimeFamily, halves.margin),
  entry(0, highestScoringHalfFamily, halves.total),
  entry(0, inBothHalvesFamily(GROUP.homeScoresBothHalves), halves.home),
  entry(0, inBothHalvesFamily(GROUP.awayScoresBothHalves), halves.away),
  entry(0, inBothHalvesFamily(GROUP.goalBothHalves), halves.total),
  ...halfEntries(1),
  ...halfEntries(2),
];
