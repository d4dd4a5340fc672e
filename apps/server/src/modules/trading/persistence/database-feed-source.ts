import type { Bus } from '../../../platform/bus/bus';
import type { FeedBatch, FeedSnapshot, FeedSource } from '../../feed/feed-model';
import { FEED_BATCH_CHANNEL } from '../engine/trading-engine';
import type { FeedRepository } from './feed.repository';

/**
 * The embedded feed as every process reads it, leader or not: the snapshot from the database (consistent
 * with its seq) and batches from the bus, which also delivers the leader's own batches back to it.
 */
export class DatabaseFeedSource implements FeedSource {
  constructor(
    private readonly repository: FeedRepository,
    private readonly bus: Bus,
  ) {}

  snapshot(): Promise<FeedSnapshot> {
    return this.repository.snapshot();
  }

  onBatch(handler: (batch: FeedBatch) => void): Promise<() => Promise<void>> {
    return this.bus.subscribe(FEED_BATCH_CHANNEL, (message) => handler(message as FeedBatch));
  }
}
