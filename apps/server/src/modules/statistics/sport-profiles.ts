import { FOOTBALL_SQUAD, SQUADS, type SquadSpec } from './squad-specs.data';

/**
 * How a sport's past games are scored when the statistics generate the seasons before the feed's records:
 * goals (Poisson from ratings), points (normal), sets or maps (best of), a winner only, or no head-to-head
 * at all (races, elections).
 */
export type ScoreModel =
  | { readonly kind: 'goals'; readonly perGame: number; readonly draws: boolean; readonly periods: number }
  | {
      readonly kind: 'points';
      readonly perGame: number;
      readonly sd: number;
      readonly draws: boolean;
      readonly periods: number;
    }
  | { readonly kind: 'sets'; readonly bestOf: number }
  | { readonly kind: 'winner'; readonly draw: number }
  | { readonly kind: 'race' };

export type Surface =
  'grass' | 'hybrid' | 'artificial' | 'ice' | 'parquet' | 'hard' | 'clay' | 'turf' | 'sand' | 'online';

/**
 * Where a sport is played: a club's home ground, an event's venue (courts, rings, racecourses, circuits, golf
 * courses), online, or nowhere in particular (an election).
 */
export type VenueKind =
  'stadium' | 'arena' | 'court' | 'ring' | 'track' | 'circuit' | 'course' | 'online' | 'none';

export interface SportProfile {
  readonly score: ScoreModel;
  readonly squad?: SquadSpec;
  readonly venue: VenueKind;
  /** The first is the usual one; grass sports may also play on hybrid or artificial pitches. */
  readonly surfaces: readonly Surface[];
}

const goals = (perGame: number, draws: boolean, periods: number): ScoreModel => ({
  kind: 'goals',
  perGame,
  draws,
  periods,
});
const points = (perGame: number, sd: number, periods: number, draws = false): ScoreModel => ({
  kind: 'points',
  perGame,
  sd,
  draws,
  periods,
});
const sets = (bestOf: number): ScoreModel => ({ kind: 'sets', bestOf });
const winner = (draw = 0): ScoreModel => ({ kind: 'winner', draw });
const RACE: ScoreModel = { kind: 'race' };

/** By the platform's sport ids (spec/linefeed-format.md); sports not listed, ours from 100000 included, are races or specials. */
const PROFILES: Readonly<Record<number, SportProfile>> = {
  1: {
    score: goals(2.7, true, 2),
    squad: FOOTBALL_SQUAD,
    venue: 'stadium',
    surfaces: ['grass', 'hybrid', 'artificial'],
  },
  2: { score: goals(5.6, false, 3), squad: SQUADS.hockey, venue: 'arena', surfaces: ['ice'] },
  3: { score: points(162, 18, 4), squad: SQUADS.basketball, venue: 'arena', surfaces: ['parquet'] },
  4: { score: sets(3), venue: 'court', surfaces: ['hard', 'clay', 'grass'] },
  5: {
    score: goals(8.8, false, 9),
    squad: SQUADS.baseball,
    venue: 'stadium',
    surfaces: ['grass', 'artificial'],
  },
  6: { score: sets(5), squad: SQUADS.volleyball, venue: 'arena', surfaces: ['parquet'] },
  7: { score: points(46, 14, 2), squad: SQUADS.rugby, venue: 'stadium', surfaces: ['grass', 'hybrid'] },
  8: { score: points(56, 7, 2, true), squad: SQUADS.handball, venue: 'arena', surfaces: ['parquet'] },
  9: { score: winner(0.02), venue: 'ring', surfaces: ['parquet'] },
  10: { score: sets(5), venue: 'court', surfaces: ['parquet'] },
  11: { score: winner(0.35), venue: 'arena', surfaces: ['parquet'] },
  12: { score: sets(9), venue: 'arena', surfaces: ['parquet'] },
  13: {
    score: points(45, 13, 4),
    squad: SQUADS.americanFootball,
    venue: 'stadium',
    surfaces: ['grass', 'artificial'],
  },
  14: { score: goals(6, true, 2), squad: SQUADS.futsal, venue: 'arena', surfaces: ['parquet'] },
  16: { score: sets(3), venue: 'court', surfaces: ['parquet'] },
  21: { score: sets(7), venue: 'arena', surfaces: ['parquet'] },
  27: { score: goals(4.5, true, 4), squad: FOOTBALL_SQUAD, venue: 'stadium', surfaces: ['turf'] },
  28: { score: points(160, 30, 4), squad: SQUADS.fieldSport, venue: 'stadium', surfaces: ['grass'] },
  30: { score: sets(9), venue: 'arena', surfaces: ['parquet'] },
  40: { score: sets(3), squad: SQUADS.esports, venue: 'online', surfaces: ['online'] },
  48: {
    score: goals(20, false, 4),
    squad: SQUADS.lacrosse,
    venue: 'stadium',
    surfaces: ['grass', 'artificial'],
  },
  53: { score: winner(), venue: 'ring', surfaces: ['parquet'] },
  56: { score: winner(0.01), venue: 'ring', surfaces: ['parquet'] },
  66: { score: points(290, 45, 2), squad: SQUADS.cricket, venue: 'stadium', surfaces: ['grass'] },
  80: { score: points(32, 8, 2, true), squad: SQUADS.fieldSport, venue: 'stadium', surfaces: ['grass'] },
  85: { score: goals(5.5, true, 2), venue: 'online', surfaces: ['online'] },
  89: { score: sets(3), venue: 'online', surfaces: ['online'] },
  144: { score: sets(3), venue: 'online', surfaces: ['online'] },
  189: { score: winner(0.01), venue: 'ring', surfaces: ['parquet'] },
  18: { score: RACE, venue: 'circuit', surfaces: ['hard'] },
  26: { score: RACE, venue: 'circuit', surfaces: ['hard'] },
  36: { score: RACE, venue: 'circuit', surfaces: ['hard'] },
  41: { score: RACE, venue: 'course', surfaces: ['grass'] },
  44: { score: RACE, venue: 'track', surfaces: ['turf', 'artificial'] },
  /** Ours: politics (elections), Mortal Kombat (best of three rounds), marble racing. */
  100000: { score: RACE, venue: 'none', surfaces: ['online'] },
  100001: { score: sets(3), venue: 'online', surfaces: ['online'] },
  100002: { score: RACE, venue: 'arena', surfaces: ['parquet'] },
  /** Ours: simulated reality, football played by a simulation (the engine gives it football squads). */
  100003: { score: goals(2.7, true, 2), squad: FOOTBALL_SQUAD, venue: 'online', surfaces: ['online'] },
};

const OTHER: SportProfile = { score: RACE, venue: 'track', surfaces: ['turf'] };

export function sportProfile(sportId: number): SportProfile {
  return PROFILES[sportId] ?? OTHER;
}
