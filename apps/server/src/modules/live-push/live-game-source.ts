import type { FeedGame } from '../feed/feed-model';

/**
 * What the hub reads: the current games of the feed and which of them changed. The feed's read model
 * (FeedStore) provides it in every server process, fed by the database snapshot and the bus.
 */
export interface LiveGameSource {
  /** The feed sequence the current games reflect; the same number in every process once it caught up. */
  seq(): number;
  games(): Iterable<FeedGame>;
  game(id: number): FeedGame | undefined;
  /** Called with the ids of games added, changed or removed; returns a function that stops the calls. */
  onChange(listener: (gameIds: readonly number[]) => void): () => void;
}
