/**
 * What an odds feed delivers to the read side: the world (sports, championships, teams) and games with their
 * live state and priced markets. The embedded trading engine produces it; a real provider's adapter would
 * produce the same. Everything is plain JSON so it travels over the bus and sits in jsonb columns as is.
 */

import type { ValuePatch } from '@sportsbook/core/structural-diff/value-patch';

/** A name in every language the product ships. */
export interface Names {
  readonly en: string;
  readonly ru: string;
  readonly ar: string;
}

export interface FeedSport {
  /** The platform's sport id (shared/spec/linefeed-format.md); ours from 100000. */
  readonly id: number;
  readonly names: Names;
  readonly sort: number;
  /** Sports menu section id of spec section 3 (cyber-zone 28, simulated-reality 11, ...), if any. */
  readonly menuSection?: number;
  readonly cyber: boolean;
  /** Whether a draw is a result (1X2 with T2) or a winner market only. */
  readonly hasDraw: boolean;
}

export interface FeedChamp {
  readonly id: number;
  readonly sportId: number;
  /** Country id of the reference module (countries); 0 for international. */
  readonly countryId: number;
  readonly names: Names;
  readonly top: boolean;
  readonly sort: number;
  readonly seasonId: number;
  readonly stageId: number;
  readonly image?: string;
  /** A championship spanning sports (Olympics) this one belongs to; the feed's GlobalChamp calls list them. */
  readonly global?: { readonly id: number; readonly names: Names };
}

export interface FeedTeam {
  readonly id: number;
  readonly sportId: number;
  readonly countryId: number;
  readonly names: Names;
  /** Elo-like strength (about 1500 on average). */
  readonly rating: number;
  readonly image?: string;
}

/** Event phase codes of spec section 3. */
export type Phase = 1 | 2 | 3 | 4;
export const PHASE = { accepting: 1, settled: 2, closed: 3, cancelled: 4 } as const satisfies Record<
  string,
  Phase
>;

export interface ScorePair {
  readonly home: number;
  readonly away: number;
}

/** The live score block behind the feed's SC object. */
export interface LiveScore {
  readonly total: ScorePair;
  /** One per period played or in play, with its name key (e.g. "period.half.1"). */
  readonly periods: readonly (ScorePair & { readonly name: Names })[];
  /** Current period number (1-based), 0 before the start. */
  readonly currentPeriod: number;
  readonly currentPeriodName: Names;
  /** Seconds played in the game (the feed's TS). */
  readonly elapsedSec: number;
  /** Status line, e.g. "75 minutes". */
  readonly status: Names;
  /** Statistics by the feed's ids (29 possession, 59 shots on target, 70 corners, ...). */
  readonly stats: Readonly<Record<number, ScorePair>>;
}

/** One selection: the outcome object of the feed. Prices are decimal odds in thousandths. */
export interface FeedOutcome {
  readonly G: number;
  readonly T: number;
  readonly P?: number;
  readonly C: number;
  /** Suspended (blocked). */
  readonly B?: true;
  /** Main line among alternatives. */
  readonly CE?: 1;
}

export interface FeedMarket {
  /** Unique within its game. */
  readonly key: string;
  readonly G: number;
  readonly outcomes: readonly FeedOutcome[];
}

/** One incident of live play. */
export interface FeedIncident {
  /** Seconds played when it happened (the feed's TS). */
  readonly atSec: number;
  readonly period: number;
  readonly kind: 'goal' | 'yellowCard' | 'redCard' | 'corner' | 'penalty' | 'substitution' | 'periodEnd';
  readonly side?: 'home' | 'away';
  /** The score after it (goals). */
  readonly score?: ScorePair;
}

/** A period or a special (corners, cards) published as a game of its own, as the feed's SG entries. */
export interface FeedSubGame {
  readonly id: number;
  readonly title: Names;
  /** The period number (1 for the 1st half, ...) of a period sub-game; absent for specials (corners, cards). */
  readonly period?: number;
  readonly markets: readonly FeedMarket[];
}

/** A runner, driver or party of an outright: its `P` in the winner market (G 100019, T 100045). */
export interface FeedParticipant {
  readonly number: number;
  readonly teamId: number;
  /** 1 for the winner once the result is in. */
  readonly place?: number;
}

export interface FeedGame {
  /** `I`; kept when the game goes live. */
  readonly id: number;
  /** `CI`, the same in line and live. */
  readonly constId: number;
  /** `N`, the game number. */
  readonly number: number;
  readonly sportId: number;
  readonly champId: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  /** Unix seconds. */
  readonly startAt: number;
  readonly live: boolean;
  readonly finished: boolean;
  readonly phase: Phase;
  readonly top: boolean;
  readonly score?: LiveScore;
  readonly markets: readonly FeedMarket[];
  readonly subGames: readonly FeedSubGame[];
  /** Extra info (MIS): round, venue, city... by the feed's keys. */
  readonly info: Readonly<Record<number, string>>;
  /** Line only: win probabilities P1, PX, P2 as fractions. */
  readonly winProbabilities?: { readonly P1: number; readonly PX: number; readonly P2: number };
  /** What happened in play so far, in order (the feed's GetChronoOfPlay). */
  readonly incidents?: readonly FeedIncident[];
  /** Final result once finished (for results pages and statistics). */
  readonly result?: { readonly score: ScorePair; readonly periods: readonly ScorePair[] };
  /** The event's name where it is not one side against another (a race, an election); teams are then 0. */
  readonly title?: Names;
  /** Outrights: the field, numbered as the winner market's `P`. */
  readonly participants?: readonly FeedParticipant[];
  /** The MIS values of `info` in every language, where they are words (round, country). */
  readonly infoNames?: Readonly<Record<number, Names>>;
  /** Bumped on every change of the game. */
  readonly version: number;
  /** Unix seconds of the last change (`U`). */
  readonly updatedAt: number;
}

/** A changed game as what changed since the version `base` of it, which the reader holds. */
export interface FeedGamePatch {
  readonly id: number;
  readonly base: number;
  readonly patch: ValuePatch;
}

/** What changed in one engine tick. */
export interface FeedBatch {
  /** Consecutive; a reader that sees a gap reloads the snapshot. */
  readonly seq: number;
  /** Games created or changed, whole (markets included). */
  readonly games: readonly FeedGame[];
  /** Games changed since a version readers hold (a reader holding another version reloads the snapshot). */
  readonly patches?: readonly FeedGamePatch[];
  /** Ids of games that left the feed (archived). */
  readonly removed: readonly number[];
}

export interface FeedSnapshot {
  readonly seq: number;
  readonly sports: readonly FeedSport[];
  readonly champs: readonly FeedChamp[];
  readonly teams: readonly FeedTeam[];
  readonly games: readonly FeedGame[];
}

/**
 * Where the read side gets the feed: a snapshot, then batches in order. The embedded engine provides it from
 * the database and the bus, so every server process reads the same feed whichever process runs the engine.
 */
export interface FeedSource {
  snapshot(): Promise<FeedSnapshot>;
  /** Returns a function that unsubscribes. */
  onBatch(handler: (batch: FeedBatch) => void): Promise<() => Promise<void>>;
}
