import type { MarginRules, NormalScoring } from '../models/margin-model';
import { marginSport } from '../models/margin-sport';
import type { Ratings } from '../ratings';

/** Four quarters; a tie goes to a 10-minute overtime (1/6 of regulation). */
const AMERICAN_FOOTBALL_RULES: MarginRules = { periods: 4, overtimeShare: 1 / 6 };

/**
 * Points from ratings on the NFL's scale: 25 rating points per point of margin, 48 of home advantage,
 * margin sd 13.5, total 45 ± 10. The normal ignores the key margins (3, 7) real scores cluster on.
 */
export function americanFootballScoring(ratings: Ratings, total = 45): NormalScoring {
  return {
    margin: { mean: (ratings.home - ratings.away + 48) / 25, sd: 13.5 },
    total: { mean: total, sd: 10 },
  };
}

export const americanFootball = marginSport(AMERICAN_FOOTBALL_RULES, { game: 8, team: 4, half: 4 });
