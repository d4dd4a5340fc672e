/**
 * How a championship's games are played and priced: the engine family and its parameters. Stored with the
 * championship and copied into each game, so a game keeps the rules it was priced under.
 */
export type GameFormat =
  GoalFormat | MarginFormat | TennisFormat | RallyFormat | SeriesFormat | DuelFormat | OutrightFormat;

export type FamilyName = GameFormat['family'];

/** Poisson sports on a clock: football (and futsal, cyber football), ice hockey, baseball (innings as periods). */
export interface GoalFormat {
  readonly family: 'goal';
  readonly model: 'football' | 'hockey' | 'baseball';
  readonly goalsPerGame: number;
  readonly periods: number;
  /** Playing time of one period in simulated seconds. */
  readonly periodSec: number;
  readonly breakSec: number;
  /** Hockey's overtime or one extra inning; absent where a draw stands. */
  readonly overtimeSec?: number;
  /** Corners and cards, with their own sub-games (football). */
  readonly specials?: boolean;
  /** Added time at the end of each period (football). */
  readonly stoppage?: boolean;
}

/** Normal-margin sports: basketball, American football, handball, rugby. */
export interface MarginFormat {
  readonly family: 'margin';
  readonly model: 'basketball' | 'american-football' | 'handball' | 'rugby';
  readonly total: number;
  readonly periods: number;
  readonly periodSec: number;
  readonly breakSec: number;
  readonly overtimeSec?: number;
}

export interface TennisFormat {
  readonly family: 'tennis';
  readonly bestOf: 3 | 5;
  /** Share of points a server of average strength wins: 0.63 men's tour, 0.56 women's. */
  readonly serveBase: number;
  readonly pointSec: number;
}

export interface RallyFormat {
  readonly family: 'rally';
  readonly model: 'volleyball' | 'table-tennis';
  /** Volleyball is always best of five; table tennis five or seven. */
  readonly bestOf: 5 | 7;
  readonly pointSec: number;
  readonly setBreakSec: number;
}

/** Best-of series priced per unit: esports maps, darts sets, snooker frames, badminton games, fighting rounds. */
export interface SeriesFormat {
  readonly family: 'series';
  readonly bestOf: 1 | 3 | 5;
  readonly unit: 'map' | 'set' | 'frame' | 'game' | 'round';
  readonly unitSec: number;
  readonly breakSec: number;
}

/** Contests priced on who wins: MMA and boxing (rounds), cricket (two innings), chess (draws happen). */
export interface DuelFormat {
  readonly family: 'duel';
  readonly kind: 'fight' | 'cricket' | 'chess';
  readonly rounds: number;
  readonly roundSec: number;
  readonly breakSec: number;
  /** Draw rate before the game (chess); absent for two-way contests. */
  readonly draw?: number;
}

/** Races and elections: one winner among a field, no betting in running. */
export interface OutrightFormat {
  readonly family: 'outright';
  readonly kind: 'race' | 'election';
  readonly raceSec: number;
  /** Rating points per e-fold of win chance: smaller spreads the field. */
  readonly spread: number;
}
