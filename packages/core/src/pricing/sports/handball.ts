import type { MarginRules, NormalScoring } from '../models/margin-model';
import { marginSport } from '../models/margin-sport';
import type { Ratings } from '../ratings';

/** Two halves, and a draw stands (league play). */
const HANDBALL_RULES: MarginRules = { periods: 2 };

/** Goals from ratings: 50 rating points per goal of margin, 60 of home advantage, margin sd 5.5, total 56 ± 6. */
export function handballScoring(ratings: Ratings, total = 56): NormalScoring {
  return {
    margin: { mean: (ratings.home - ratings.away + 60) / 50, sd: 5.5 },
    total: { mean: total, sd: 6 },
  };
}

export const handball = marginSport(HANDBALL_RULES, { game: 6, team: 3, half: 3 });
