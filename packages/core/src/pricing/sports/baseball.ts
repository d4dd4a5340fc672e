import { entry, type Catalogue } from '../core/catalogue';
import type { GameResult } from '../core/game-state';
import { defineSport } from '../core/sport';
import { oddEvenFamily } from '../families/count.families';
import { lineLadder } from '../families/line-ladder';
import {
  awayTotalFamily,
  handicapLinesFamily,
  homeTotalFamily,
  totalFamily,
} from '../families/line.families';
import { matchResultFamily, winnerWithOvertimeFamily } from '../families/result.families';
import type { GoalModel } from '../models/goal-model';
import { goalProjections } from '../models/goal-projections';
import { simulateGoalGame } from '../models/goal-simulation';
import { BASEBALL_SEGMENTS, baseballDecider, baseballModel, type BaseballInput } from './baseball.model';

const game = goalProjections(BASEBALL_SEGMENTS, 'overtime');
const firstFive = goalProjections(BASEBALL_SEGMENTS, 1);

/**
 * Baseball: the winner including extra innings (G101, the moneyline), the nine-inning 1X2, run lines,
 * totals and team totals including extra innings, odd/even runs, and the first five innings (period 1):
 * 1X2, total and run line.
 */
const BASEBALL_CATALOGUE: Catalogue<GoalModel, GameResult> = [
  entry(0, winnerWithOvertimeFamily, game.margin),
  entry(0, matchResultFamily, goalProjections(BASEBALL_SEGMENTS, 'regulation').margin),
  entry(0, handicapLinesFamily(lineLadder({ step: 1, count: 2, handicap: true })), game.margin),
  entry(0, totalFamily(lineLadder({ step: 0.5, count: 4, min: 0.5 })), game.total),
  entry(0, homeTotalFamily(lineLadder({ step: 0.5, count: 2, min: 0.5 })), game.home),
  entry(0, awayTotalFamily(lineLadder({ step: 0.5, count: 2, min: 0.5 })), game.away),
  entry(0, oddEvenFamily, game.total),
  entry(1, matchResultFamily, firstFive.margin),
  entry(1, totalFamily(lineLadder({ step: 0.5, count: 2, min: 0.5 })), firstFive.total),
  entry(1, handicapLinesFamily(lineLadder({ step: 0.5, count: 2, handicap: true })), firstFive.margin),
];

export const baseball = defineSport(BASEBALL_CATALOGUE, baseballModel, (input: BaseballInput, random) =>
  simulateGoalGame(
    baseballModel(input),
    BASEBALL_SEGMENTS,
    random,
    input.state,
    baseballDecider(input.expectedRuns),
  ),
);
