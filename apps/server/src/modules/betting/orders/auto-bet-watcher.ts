import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { FeedChange, FeedStoreService } from '../../feed/store/feed-store.service';
import type { BetOrders } from './bet-orders';
import type { BetOrdersRepository } from './bet-orders.repository';

/**
 * Watches the feed for the games of waiting auto bets: each change of such a game checks its orders (placed
 * at the target price, released when a market closes). Checks run one at a time, in order.
 */
export class AutoBetWatcher {
  private byGame = new Map<number, Set<bigint>>();
  private queue: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly deps: {
      readonly db: Kysely<Database>;
      readonly repository: BetOrdersRepository;
      readonly orders: BetOrders;
      readonly feed: FeedStoreService;
      readonly log: FastifyBaseLogger;
    },
  ) {}

  start(): void {
    this.unsubscribe = this.deps.feed.onChange((change) => this.onChange(change));
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    await this.queue;
  }

  private async refresh(): Promise<void> {
    try {
      const orders = await this.deps.repository.waiting(this.deps.db, 'auto');
      const byGame = new Map<number, Set<bigint>>();
      for (const order of orders)
        for (const gameId of order.game_ids)
          (byGame.get(gameId) ?? byGame.set(gameId, new Set()).get(gameId)!).add(order.id);
      this.byGame = byGame;
    } catch (error) {
      this.deps.log.error({ err: error }, 'reading auto bets failed');
    }
  }

  /** The waiting orders are read again at each change: orders taken by any process are watched. */
  private onChange(change: FeedChange): void {
    this.queue = this.queue.then(async () => {
      await this.refresh();
      const ids = new Set<bigint>();
      const games = change.reloaded ? [...this.byGame.keys()] : change.gameIds;
      for (const gameId of games) for (const id of this.byGame.get(gameId) ?? []) ids.add(id);
      for (const id of ids) {
        try {
          const order = await this.deps.repository.byId(this.deps.db, id);
          if (order) await this.deps.orders.checkAuto(order, this.deps.feed.view());
        } catch (error) {
          this.deps.log.error({ err: error, orderId: String(id) }, 'auto bet check failed');
        }
      }
    });
  }
}
