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
import {
  doubleChanceFamily,
  drawNoBetFamily,
  matchResultFamily,
  winnerWithOvertimeFamily,
  winningMarginFamily,
} from '../families/result.families';
import { bothScoreFamily, correctScoreFamily } from '../families/score.families';
import type { GoalModel } from '../models/goal-model';
import { goalProjections } from '../models/goal-projections';
import { simulateGoalGame } from '../models/goal-simulation';
import { HOCKEY_SEGMENTS, hockeyDecider, hockeyModel, type HockeyInput } from './ice-hockey.model';

const game = goalProjections(HOCKEY_SEGMENTS, 'regulation');

const periodEntries = (period: number) => {
  const of = goalProjections(HOCKEY_SEGMENTS, period);
  return [
    entry(period, matchResultFamily, of.margin),
    entry(period, doubleChanceFamily, of.margin),
    entry(period, totalFamily(lineLadder({ step: 0.5, count: 2, min: 0.5 })), of.total),
    entry(period, handicapLinesFamily(lineLadder({ step: 0.5, count: 2, handicap: true })), of.margin),
    entry(period, bothScoreFamily, of.score),
  ];
};

/**
 * Ice hockey: regulation-time markets (1X2, double chance, draw no bet, totals, handicaps, team totals,
 * both teams to score, correct score, odd/even, winning margin), the winner including overtime and
 * shootout (G101), and each period's result, totals, handicap and both-to-score.
 */
const HOCKEY_CATALOGUE: Catalogue<GoalModel, GameResult> = [
  entry(0, matchResultFamily, game.margin),
  entry(0, doubleChanceFamily, game.margin),
  entry(0, winnerWithOvertimeFamily, goalProjections(HOCKEY_SEGMENTS, 'overtime').margin),
  entry(0, drawNoBetFamily, game.margin),
  entry(0, totalFamily(lineLadder({ step: 0.5, count: 4, min: 0.5 })), game.total),
  entry(0, handicapLinesFamily(lineLadder({ step: 0.5, count: 3, handicap: true })), game.margin),
  entry(0, homeTotalFamily(lineLadder({ step: 0.5, count: 2, min: 0.5 })), game.home),
  entry(0, awayTotalFamily(lineLadder({ step: 0.5, count: 2, min: 0.5 })), game.away),
  entry(0, bothScoreFamily, game.score),
  entry(0, correctScoreFamily(4), game.score),
  entry(0, oddEvenFamily, game.total),
  entry(0, winningMarginFamily(3), game.margin),
  ...[1, 2, 3].flatMap(periodEntries),
];

export const iceHockey = defineSport(HOCKEY_CATALOGUE, hockeyModel, (input: HockeyInput, random) =>
  simulateGoalGame(
    hockeyModel(input),
    HOCKEY_SEGMENTS,
    random,
    input.state,
    hockeyDecider(input.expectedGoals),
  ),
);
