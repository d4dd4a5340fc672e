import { diffValues } from '@sportsbook/core/structural-diff/value-patch';
import type { FeedBatch, FeedGame, FeedSnapshot, FeedSource } from '../feed-model';

/**
 * A FeedSource held in memory, for tests and the bench: it keeps the state as the engine's database would
 * and delivers batches asynchronously as the bus does (JSON copies, in order).
 */
export class MemoryFeedSource implements FeedSource {
  private state: FeedSnapshot;
  private readonly handlers = new Set<(batch: FeedBatch) => void>();
  /** When set, snapshot() waits for it, so a test can deliver batches during a load. */
  snapshotGate: Promise<void> | null = null;
  snapshotReads = 0;

  constructor(world: FeedSnapshot) {
    this.state = world;
  }

  async snapshot(): Promise<FeedSnapshot> {
    this.snapshotReads += 1;
    const taken = copy(this.state);
    await this.snapshotGate;
    return taken;
  }

  async onBatch(handler: (batch: FeedBatch) => void): Promise<() => Promise<void>> {
    this.handlers.add(handler);
    return async () => {
      this.handlers.delete(handler);
    };
  }

  game(id: number): FeedGame {
    const game = this.state.games.find((g) => g.id === id);
    if (!game) throw new Error(`no fixture game ${id}`);
    return game;
  }

  /**
   * Commits a change as the engine does (state and seq first) and publishes it unless `lost`; with `patches`,
   * games the state held go out as patches of the versions held, as the engine sends them.
   */
  commit(
    games: readonly FeedGame[],
    removed: readonly number[] = [],
    options: { lost?: boolean; patches?: boolean } = {},
  ): FeedBatch {
    const changed = new Map(games.map((game) => [game.id, game]));
    const kept = this.state.games.filter((game) => !changed.has(game.id) && !removed.includes(game.id));
    const held = new Map(this.state.games.map((game) => [game.id, game]));
    const patched = options.patches ? games.filter((game) => held.has(game.id)) : [];
    const batch: FeedBatch = {
      seq: this.state.seq + 1,
      games: games.filter((game) => !patched.includes(game)),
      patches: patched.map((game) => {
        const base = held.get(game.id)!;
        return { id: game.id, base: base.version, patch: diffValues(base, game) ?? { o: {} } };
      }),
      removed,
    };
    this.state = { ...this.state, seq: batch.seq, games: [...kept, ...games] };
    if (!options.lost) this.deliver(batch);
    return batch;
  }

  /** Replaces the world (new sports, championships or teams) without a batch, as a snapshot would show. */
  replaceWorld(change: Partial<Omit<FeedSnapshot, 'seq' | 'games'>>): void {
    this.state = { ...this.state, ...change };
  }

  deliver(batch: FeedBatch): void {
    const message = copy(batch);
    for (const handler of this.handlers) queueMicrotask(() => handler(message));
  }
}

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The game after a change: version bumped, updated now. */
export function changed(game: FeedGame, change: Partial<FeedGame>, nowSec = game.updatedAt): FeedGame {
  return { ...game, ...change, version: game.version + 1, updatedAt: nowSec };
}
