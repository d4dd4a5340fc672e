import type { Random } from '../../random/seeded-random';
import { entry, type Catalogue, type Projection } from '../core/catalogue';
import { finalScore, type GameResult } from '../core/game-state';
import { vectorPoints } from '../core/points';
import { defineSport } from '../core/sport';
import { sampleIndex } from '../distributions/sample';
import {
  doubleChanceFamily,
  drawNoBetFamily,
  matchResultFamily,
  winnerFamily,
} from '../families/result.families';
import { eloExpectation, type Ratings } from '../ratings';

/** The chances of each result of a contest priced only on who wins (MMA, cricket, esports, specials). */
export interface HeadToHeadInput {
  readonly home: number;
  readonly draw?: number;
  readonly away: number;
}

/** Win chances from ratings: Elo's expectation with a home advantage, after taking out a draw rate. */
export function headToHeadProbabilities(
  ratings: Ratings,
  options: { homeAdvantage?: number; draw?: number } = {},
): HeadToHeadInput {
  const { homeAdvantage = 0, draw = 0 } = options;
  const home = eloExpectation(ratings.home - ratings.away + homeAdvantage);
  return { home: home * (1 - draw), draw, away: (1 - home) * (1 - draw) };
}

const normalised = (input: HeadToHeadInput): [number, number, number] => {
  const sum = input.home + (input.draw ?? 0) + input.away;
  return [input.away / sum, (input.draw ?? 0) / sum, input.home / sum];
};

/** The result as a margin: -1 away, 0 draw, 1 home (a result's own margin, runs or rounds, measures the same way). */
const marginProjection: Projection<HeadToHeadInput, GameResult> = {
  points: (input) => vectorPoints(-1, normalised(input)),
  measure: (result) => {
    const score = finalScore(result);
    return [score.home - score.away, 0];
  },
};

function simulate(input: HeadToHeadInput, random: Random): { result: GameResult } {
  const margin = sampleIndex(normalised(input), random) - 1;
  return { result: { periods: [{ home: Math.max(0, margin), away: Math.max(0, -margin) }] } };
}

const TWO_WAY: Catalogue<HeadToHeadInput, GameResult> = [entry(0, winnerFamily, marginProjection)];

const THREE_WAY: Catalogue<HeadToHeadInput, GameResult> = [
  entry(0, matchResultFamily, marginProjection),
  entry(0, doubleChanceFamily, marginProjection),
  entry(0, drawNoBetFamily, marginProjection),
];

/** A two-way winner (G1 T1/T3; a draw, should one happen, is void): MMA, boxing, esports matches, cricket limited overs. */
export const twoWay = defineSport(TWO_WAY, (input: HeadToHeadInput) => input, simulate);

/** 1X2, double chance and draw no bet: test cricket, chess, any contest where a draw is a result. */
export const threeWay = defineSport(THREE_WAY, (input: HeadToHeadInput) => input, simulate);
