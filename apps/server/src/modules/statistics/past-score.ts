import { poissonPmf } from '@sportsbook/core/pricing/distributions/poisson';
import { sampleIndex, sampleNormal } from '@sportsbook/core/pricing/distributions/sample';
import { expectedGoalsFromRatings } from '@sportsbook/core/pricing/models/goal-model';
import { eloExpectation, type Ratings } from '@sportsbook/core/pricing/ratings';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { ScorePair } from '../feed/feed-model';
import type { ScoreModel } from './sport-profiles';

export interface PastScore {
  readonly score: ScorePair;
  readonly periods: readonly ScorePair[];
}

/** Home advantage in rating points, as the pricing core's football model has it. */
const HOME_ADVANTAGE = 65;

/** Spreads a side's goals over the periods, each goal in a period at random. */
function splitOverPeriods(score: ScorePair, periods: number, random: Random): ScorePair[] {
  const split = Array.from({ length: periods }, () => ({ home: 0, away: 0 }));
  for (let i = 0; i < score.home; i++) split[random.int(0, periods - 1)]!.home += 1;
  for (let i = 0; i < score.away; i++) split[random.int(0, periods - 1)]!.away += 1;
  return split;
}

/** A tie in a sport without draws goes to the side the ratings favour, as overtime or a shoot-out would. */
function settleTie(score: ScorePair, homeWins: number, random: Random): ScorePair {
  if (score.home !== score.away) return score;
  return random.next() < homeWins
    ? { home: score.home + 1, away: score.away }
    : { home: score.home, away: score.away + 1 };
}

/**
 * A plausible final score of a past game between sides of these ratings under the sport's model, for the
 * seasons the statistics generate; undefined for races, which have no sides.
 */
export function samplePastScore(model: ScoreModel, ratings: Ratings, random: Random): PastScore | undefined {
  const homeWins = eloExpectation(ratings.home - ratings.away + HOME_ADVANTAGE);
  switch (model.kind) {
    case 'goals': {
      const expected = expectedGoalsFromRatings(ratings, {
        goalsPerGame: model.perGame,
        homeAdvantage: HOME_ADVANTAGE,
        scale: 650,
      });
      const regular = {
        home: sampleIndex(poissonPmf(expected.home), random),
        away: sampleIndex(poissonPmf(expected.away), random),
      };
      const periods = splitOverPeriods(regular, model.periods, random);
      return { score: model.draws ? regular : settleTie(regular, homeWins, random), periods };
    }
    case 'points': {
      // About 100 rating points are worth a tenth of a standard deviation of the margin per 10 points a game.
      const margin =
        ((ratings.home - ratings.away + HOME_ADVANTAGE) / 100) * (model.perGame / 40) +
        sampleNormal(random) * model.sd;
      const total = model.perGame + sampleNormal(random) * model.sd * 0.8;
      const regular = {
        home: Math.max(0, Math.round((total + margin) / 2)),
        away: Math.max(0, Math.round((total - margin) / 2)),
      };
      const periods = splitOverPeriods(regular, model.periods, random);
      return { score: model.draws ? regular : settleTie(regular, homeWins, random), periods };
    }
    case 'sets': {
      const needed = Math.ceil(model.bestOf / 2);
      const score = { home: 0, away: 0 };
      while (score.home < needed && score.away < needed) {
        if (random.next() < homeWins) score.home += 1;
        else score.away += 1;
      }
      return { score, periods: [] };
    }
    case 'winner': {
      const u = random.next();
      if (u < model.draw) return { score: { home: 1, away: 1 }, periods: [] };
      const home = u < model.draw + (1 - model.draw) * homeWins;
      return { score: home ? { home: 1, away: 0 } : { home: 0, away: 1 }, periods: [] };
    }
    case 'race':
      return undefined;
  }
}
