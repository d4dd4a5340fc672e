import { serviceKey } from '../../../platform/service-registry';
import type { FeedView } from './feed-view';

/** What one applied batch or snapshot load changed. */
export interface FeedChange {
  /** The store version after the change. */
  readonly version: number;
  /** Games created, changed or removed (the view no longer has removed ones). */
  readonly gameIds: readonly number[];
  /** True when a snapshot was loaded: sports, championships or teams may have changed too. */
  readonly reloaded: boolean;
}

/** The in-memory read model of the feed, one per server process (the feed calls and live push read it). */
export interface FeedStoreService {
  /** The current state; hold on to one view for the whole of a computation. */
  view(): FeedView;
  /** Called after every change, in order; returns a function that stops the calls. */
  onChange(listener: (change: FeedChange) => void): () => void;
}

export const FEED_STORE = serviceKey<FeedStoreService>('feed-store');
