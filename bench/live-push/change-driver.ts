import { diffValues } from '@sportsbook/core/structural-diff/value-patch';
import type { FeedBatch, FeedGame, FeedGamePatch } from '../../apps/server/src/modules/feed/feed-model';
import { outcomeKeyOf, type BenchGames } from './bench-feed';

/** mulberry32: a small seeded generator, so every run changes the same prices in the same order. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface DrivenGame {
  game: FeedGame;
  /** Main-market outcome index by protocol key. */
  readonly indexOf: ReadonlyMap<string, number>;
  /** Opening price (thousandths) per outcome; the n-th change of an outcome sets it to opening + n. */
  readonly opening: Int32Array;
  readonly changes: Int32Array;
  /** When each change was published (ms), per outcome, in change order. */
  readonly stamps: number[][];
}

/**
 * Plays the engine for the bench: `changesPerSec` price changes spread at random over the main markets of the
 * games, published as FeedBatches (each changed game a patch of its last version, as the engine sends games
 * readers hold; seq following the database's) every `batchMs`. A price encodes its change count, so a
 * client that reads a price knows which changes it covers and when each was published.
 */
export class ChangeDriver {
  readonly games = new Map<number, DrivenGame>();
  private readonly order: DrivenGame[];
  private readonly random = seededRandom(20261122);
  private seq: number;
  private timer: NodeJS.Timeout | undefined;
  private produced = 0;
  published = 0;

  constructor(
    bench: BenchGames,
    private readonly publish: (batch: FeedBatch) => Promise<void>,
  ) {
    this.seq = bench.seq;
    for (const game of bench.games) {
      const outcomes = game.markets.flatMap((market) => market.outcomes);
      this.games.set(game.id, {
        game,
        indexOf: new Map(outcomes.map((outcome, index) => [outcomeKeyOf(outcome), index])),
        opening: Int32Array.from(outcomes.map((outcome) => outcome.C)),
        changes: new Int32Array(outcomes.length),
        stamps: outcomes.map(() => []),
      });
    }
    this.order = [...this.games.values()];
  }

  start(changesPerSec: number, batchMs: number): void {
    const startedAt = Date.now();
    this.produced = 0;
    this.timer = setInterval(() => {
      const due = Math.floor(((Date.now() - startedAt) * changesPerSec) / 1000) - this.produced;
      if (due > 0) this.emit(due);
    }, batchMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private emit(count: number): void {
    const touched = new Map<DrivenGame, number[]>();
    for (let i = 0; i < count; i++) {
      const driven = this.order[Math.floor(this.random() * this.order.length)]!;
      const index = Math.floor(this.random() * driven.opening.length);
      driven.changes[index] = (driven.changes[index] ?? 0) + 1;
      const list = touched.get(driven) ?? [];
      list.push(index);
      touched.set(driven, list);
    }
    this.produced += count;
    const patches = [...touched.keys()].map((driven) => this.reprice(driven));
    const batch: FeedBatch = { seq: ++this.seq, games: [], patches, removed: [] };
    const at = Date.now();
    for (const [driven, indexes] of touched) for (const index of indexes) driven.stamps[index]!.push(at);
    this.published += count;
    void this.publish(batch).catch((error: unknown) => console.error('publish failed', error));
  }

  /** The game with its new prices, as the engine publishes a game readers hold: a patch of their version. */
  private reprice(driven: DrivenGame): FeedGamePatch {
    const before = driven.game;
    let index = 0;
    const markets = driven.game.markets.map((market) => ({
      ...market,
      outcomes: market.outcomes.map((outcome) => {
        const i = index++;
        return { ...outcome, C: driven.opening[i]! + driven.changes[i]! };
      }),
    }));
    driven.game = { ...before, markets, version: before.version + 1 };
    return { id: before.id, base: before.version, patch: diffValues(before, driven.game)! };
  }
}
