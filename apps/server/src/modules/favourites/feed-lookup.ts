import { serviceKey } from '../../platform/service-registry';
import type { FeedChamp, FeedGame, FeedSport, FeedTeam } from '../feed/feed-model';

/** A game as it was before and after one change; `before` is undefined for a game first seen. */
export interface GameChange {
  readonly before: FeedGame | undefined;
  readonly after: FeedGame;
}

/**
 * What favourites and statistics read of the feed: the world and the games now in the feed, by id. Change
 * listeners see every game change in feed order (the notification watcher and the results recorder).
 */
export interface FeedLookup {
  sport(id: number): FeedSport | undefined;
  champ(id: number): FeedChamp | undefined;
  champByStage(stageId: number): FeedChamp | undefined;
  team(id: number): FeedTeam | undefined;
  /** A game by its id, or the game a sub-game id belongs to. */
  game(id: number): FeedGame | undefined;
  games(): Iterable<FeedGame>;
  sports(): readonly FeedSport[];
  champs(): readonly FeedChamp[];
  onGameChanges(listener: (changes: readonly GameChange[]) => void): void;
}

export const FEED_LOOKUP = serviceKey<FeedLookup>('favourites.feed-lookup');
