import type { FeedChamp, FeedSport, FeedTeam, Names } from '../../feed/feed-model';
import type { GameFormat } from '../engine/game-format';
import type { ClubStyle } from './names/club-styles.data';
import type { Gender } from './names/people.types';

/** Who takes part in a championship, and how they are named. */
export type Roster =
  /** Clubs named after cities of these countries, in the country's style unless one is given. */
  | { readonly kind: 'clubs'; readonly countries: readonly string[]; readonly style?: ClubStyle }
  /** National teams (the reference module's country names). */
  | { readonly kind: 'nations'; readonly countries: readonly string[] }
  /** Individual players from these countries. */
  | { readonly kind: 'people'; readonly gender: Gender; readonly countries: readonly string[] }
  | { readonly kind: 'brands'; readonly list: 'esports' | 'horses' | 'marbles' | 'parties' };

/**
 * When a championship plays. `rounds`: round r starts at WEEK_EPOCH + offsetHours + r × everyHours and its
 * fixtures (round-robin pairings) kick off at the slot hours after that. `events`: one contest of `field`
 * participants every `everyMinutes` inside the daily UTC window (races, elections).
 */
export type Schedule =
  | {
      readonly kind: 'rounds';
      readonly everyHours: number;
      readonly offsetHours: number;
      readonly slotHours: readonly number[];
      readonly horizonHours: number;
    }
  | {
      readonly kind: 'events';
      readonly everyMinutes: number;
      readonly offsetMinutes: number;
      readonly fromHour: number;
      readonly toHour: number;
      readonly field: number;
      readonly horizonHours: number;
      /** Event titles cycle through these; `#` becomes the event's number of the day. */
      readonly titles: readonly Names[];
    };

export interface ChampPlan {
  /** Stable label the championship's random draws are forked with. */
  readonly key: string;
  readonly sportId: number;
  readonly names: Names;
  /** ISO code of its country; null for international competitions. */
  readonly country: string | null;
  readonly top?: boolean;
  readonly teams: number;
  /** Mean rating of its participants (about 1500 overall). */
  readonly strength: number;
  readonly roster: Roster;
  readonly format: GameFormat;
  readonly schedule: Schedule;
}

export interface WorldPlayer {
  readonly id: number;
  readonly teamId: number;
  readonly names: Names;
  readonly countryId: number;
  readonly number: number;
  readonly position: string;
  readonly rating: number;
}

/** A championship with what the engine needs to keep its calendar. */
export interface WorldChamp extends FeedChamp {
  readonly format: GameFormat;
  readonly schedule: Schedule;
  readonly teamIds: readonly number[];
}

export interface World {
  readonly sports: readonly FeedSport[];
  readonly champs: readonly WorldChamp[];
  readonly teams: readonly FeedTeam[];
  readonly players: readonly WorldPlayer[];
}
