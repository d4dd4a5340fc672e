import type { FeedStoreService } from '../../feed/store/feed-store.service';

/**
 * Waits until this process's feed view is past `seq` (the database moved on and the bus brings the change),
 * or `timeoutMs`. A bet that met a newer game row in the database is checked again against that newer view.
 */
export function waitForNewerView(feed: FeedStoreService, seq: number, timeoutMs: number): Promise<void> {
  if (feed.view().seq > seq) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const stop = feed.onChange(() => {
      if (feed.view().seq > seq) done();
    });
  });
}

/** A game row changed in the database after the view a step was checked against: roll back, check again. */
export class StaleView extends Error {
  constructor() {
    super('the feed view is behind the database');
  }
}
