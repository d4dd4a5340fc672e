import type { MarginRules, NormalScoring } from '../models/margin-model';
import { marginSport } from '../models/margin-sport';
import type { Ratings } from '../ratings';

/** Four quarters; a tie goes to 5-minute overtimes (5/48 of an NBA game's regulation). */
const BASKETBALL_RULES: MarginRules = { periods: 4, overtimeShare: 5 / 48 };

/**
 * Points from ratings on the NBA's scale: 28 rating points per point of margin, 100 points of home
 * advantage (about 3.5 points), a margin sd of 12 and a total sd of 18 around `total` (220; ~160 for FIBA).
 */
export function basketballScoring(ratings: Ratings, total = 220): NormalScoring {
  return {
    margin: { mean: (ratings.home - ratings.away + 100) / 28, sd: 12 },
    total: { mean: total, sd: 18 },
  };
}

/** Basketball: 8 handicap and total lines each side of the centre, whole lines (push) between half lines. */
export const basketball = marginSport(BASKETBALL_RULES, { game: 8, team: 4, half: 4 });
