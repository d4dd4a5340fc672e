import type { MarginConfig, PricedMarket, SelectionRef, Settlement } from '@sportsbook/core/pricing/index';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { FeedIncident, LiveScore, Names, ScorePair } from '../../feed/feed-model';
import type { GameFormat } from './game-format';

/** Every family's live state has its simulated time and whether the game is over. */
export interface LiveBase {
  /** Simulated seconds since the start. */
  simSec: number;
  done: boolean;
}

/** What a family needs about one game to price and play it. */
export interface GameSetup<F extends GameFormat = GameFormat> {
  readonly format: F;
  readonly ratings: { readonly home: number; readonly away: number };
  /** Outrights: the field's ratings in participant order (P = index + 1). */
  readonly field?: readonly number[];
}

/** What happened while a game was advanced: incidents for the chronology, and whether prices must move. */
export interface Advance<L> {
  readonly live: L;
  readonly incidents: readonly FeedIncident[];
  /** The score (or anything the model prices on) changed: reprice now. */
  readonly scored: boolean;
  /** Simulated second until which markets stay blocked (a dangerous attack, a goal being checked). */
  readonly blockUntil?: number;
}

/** An operator's incident: a goal (point, run, map) for a side, or a football card or corner. */
export interface ForcedIncident {
  readonly kind: 'score' | 'yellow-card' | 'red-card' | 'corner';
  readonly side: 'home' | 'away';
  /** Points of a score (basketball 3, a try 5); 1 when absent. */
  readonly points?: number;
}

/** A result as an operator states it: per-period scores (or just the final score), or an outright's winner. */
export interface StatedResult {
  readonly periods?: readonly ScorePair[];
  readonly score?: ScorePair;
  readonly overtime?: ScorePair;
  /** Outrights: the winner's participant number (1-based). */
  readonly winner?: number;
  /** Football specials. */
  readonly corners?: ScorePair;
  readonly cards?: ScorePair;
}

/**
 * One engine family (goal sports, normal-margin sports, tennis, rally sports, series, duels, outrights):
 * prices its games with the pricing core, plays them in simulated seconds from the same model, and
 * settles every selection on the result. L is the live state, R the result; both are plain JSON.
 */
export interface FamilyEngine<F extends GameFormat, L extends LiveBase, R> {
  /** Sub-games besides the whole game: period numbers and specials (101 corners, 102 cards). */
  subGamePeriods(format: F): readonly number[];
  periodTitle(format: F, period: number): Names;
  price(setup: GameSetup<F>, live: L | undefined, margins: MarginConfig): PricedMarket[];
  start(setup: GameSetup<F>, random: Random): L;
  /** Plays from the live state's time to `toSec` simulated seconds after the start. */
  advance(setup: GameSetup<F>, live: L, toSec: number, random: Random): Advance<L>;
  /** Whether the game is past regulation in extra time, where markets stay blocked. */
  inExtraTime(live: L): boolean;
  finished(live: L): boolean;
  score(setup: GameSetup<F>, live: L): LiveScore;
  force(setup: GameSetup<F>, live: L, incident: ForcedIncident, random: Random): Advance<L>;
  /** Plays the rest at once (an operator finishing a game without stating the result). */
  playOut(setup: GameSetup<F>, live: L, random: Random): L;
  result(setup: GameSetup<F>, live: L): R;
  stated(setup: GameSetup<F>, live: L | undefined, stated: StatedResult): R;
  settle(setup: GameSetup<F>, selection: SelectionRef, result: R): Settlement;
  /** The final score and periods for results pages. */
  display(setup: GameSetup<F>, result: R): { score: ScorePair; periods: readonly ScorePair[] };
}

export type { Settlement };
