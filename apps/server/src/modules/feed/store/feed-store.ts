import type { FastifyBaseLogger } from 'fastify';
import type { FeedBatch, FeedSource } from '../feed-model';
import type { FeedChange, FeedStoreService } from './feed-store.service';
import { FeedView } from './feed-view';

const RETRY_DELAY_MS = 1000;

/**
 * Keeps the feed in memory: subscribes to batches first, buffers them while it loads the snapshot, applies the
 * buffered ones newer than the snapshot, then each batch as it comes. A gap in the sequence (a lost message),
 * a game naming something the world lacks, or a patch of a game version not held loads the snapshot again.
 */
export class FeedStore implements FeedStoreService {
  private current = FeedView.empty();
  /** Batches that arrived while a snapshot loads; null when none is loading. */
  private buffer: FeedBatch[] | null = null;
  private reloadAgain = false;
  private loading: Promise<void> | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly listeners = new Set<(change: FeedChange) => void>();

  constructor(
    private readonly source: FeedSource,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {}

  /** Resolves once the first snapshot is in; fails when it cannot be read. */
  async start(): Promise<void> {
    this.unsubscribe = await this.source.onBatch((batch) => this.receive(batch));
    await this.reload();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.unsubscribe?.();
    this.listeners.clear();
  }

  view(): FeedView {
    return this.current;
  }

  onChange(listener: (change: FeedChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private receive(batch: FeedBatch): void {
    if (this.stopped) return;
    if (this.buffer) this.buffer.push(batch);
    else this.applyInOrder([batch]);
  }

  private applyInOrder(batches: FeedBatch[]): void {
    for (const batch of batches.sort((a, b) => a.seq - b.seq)) {
      const view = this.current;
      if (batch.seq <= view.seq) continue;
      const games = batch.seq === view.seq + 1 ? view.gamesOf(batch) : undefined;
      if (!games || !view.knowsWorldOf(games)) {
        this.requestReload();
        return;
      }
      const gameIds = [...games.map((game) => game.id), ...batch.removed];
      this.commit(
        view.withBatch({ seq: batch.seq, games, removed: batch.removed }, view.version + 1),
        gameIds,
        false,
      );
    }
  }

  private requestReload(): void {
    if (this.loading) this.reloadAgain = true;
    else void this.reload().catch(() => undefined);
  }

  /** Loads snapshots until one is followed by no gap; batches arriving meanwhile wait in the buffer. */
  private reload(): Promise<void> {
    this.loading ??= this.loadUntilConsistent().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async loadUntilConsistent(): Promise<void> {
    do {
      this.reloadAgain = false;
      this.buffer ??= [];
      const snapshot = await this.readSnapshot();
      if (!snapshot) return;
      const previous = this.current;
      const buffered = this.buffer;
      this.buffer = null;
      const view = FeedView.fromSnapshot(snapshot, previous.version + 1);
      this.commit(view, view.changedSince(previous), true);
      this.applyInOrder(buffered);
    } while (this.reloadAgain && !this.stopped);
  }

  private async readSnapshot() {
    try {
      return await this.source.snapshot();
    } catch (error) {
      // The first load fails the start; later ones keep serving the last view and try again.
      if (this.current.version === 0) throw error;
      this.log.error({ err: error }, 'feed snapshot failed; retrying');
      if (!this.stopped) this.retryTimer = setTimeout(() => this.requestReload(), RETRY_DELAY_MS);
      return null;
    }
  }

  private commit(view: FeedView, gameIds: readonly number[], reloaded: boolean): void {
    this.current = view;
    const change: FeedChange = { version: view.version, gameIds, reloaded };
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log.warn({ err: error }, 'feed change listener failed');
      }
    }
  }
}
