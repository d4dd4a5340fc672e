import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isLegResult } from '@sportsbook/core/betting/leg-result';
import type { Database } from '../../../db/database';
import type { Bus } from '../../../platform/bus/bus';
import type { SettlementRow } from '../../trading/engine/settlement-rows';
import { FEED_SETTLEMENT_CHANNEL, type SettlementEvent } from '../../trading/engine/trading-engine';
import type { TradingService } from '../../trading/trading.service';
import type { AdvanceCover } from './advance-cover';
import type { BetSettler } from './bet-settler';
import type { SelectionResult, SettlementRepository } from './settlement.repository';

const POLL_MS = 3000;
const PAGE = 5000;
const DUE_BATCH = 200;

function resultsOf(rows: readonly SettlementRow[]): SelectionResult[] {
  return rows.flatMap((row) =>
    isLegResult(row.outcome)
      ? [
          {
            eventId: row.subGameId ?? row.gameId,
            marketKey: row.marketKey,
            T: row.T,
            P: Math.round((row.P ?? 0) * 1000),
            outcome: row.outcome,
          },
        ]
      : [],
  );
}

/**
 * Reads the engine's settlements at least once: from the bus as they are published, and from the stored
 * table after a cursor every few seconds (a lost message is found there). Applying is idempotent per leg (a
 * leg only takes a result from a newer seq), and each due bet is settled by BetSettler exactly once per change.
 * Work runs one step at a time.
 */
export class SettlementReader {
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => Promise<void>) | undefined;
  private stopped = false;

  constructor(
    private readonly deps: {
      readonly db: Kysely<Database>;
      readonly bus: Bus;
      readonly trading: TradingService | null;
      readonly settlements: SettlementRepository;
      readonly settler: BetSettler;
      readonly cover: AdvanceCover;
      readonly log: FastifyBaseLogger;
    },
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.deps.bus.subscribe(FEED_SETTLEMENT_CHANNEL, (message) => {
      const event = message as SettlementEvent;
      this.enqueue(() => this.apply(event.seq, event.gameId, event.settlements));
    });
    this.timer = setInterval(() => this.enqueue(() => this.poll()), POLL_MS);
    this.timer.unref();
    this.enqueue(() => this.poll());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.unsubscribe?.();
    await this.queue;
  }

  /** Waits until everything received so far is applied and settled (tests, and a clean stop). */
  idle(): Promise<void> {
    return this.queue;
  }

  /** Reads the stored settlements now (a test that cannot wait for the timer). */
  pollNow(): Promise<void> {
    this.enqueue(() => this.poll());
    return this.queue;
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(async () => {
      if (this.stopped) return;
      try {
        await work();
        await this.settleDue();
      } catch (error) {
        this.deps.log.error({ err: error }, 'bet settlement failed');
      }
    });
  }

  private async apply(seq: number, gameId: number, rows: readonly SettlementRow[]): Promise<void> {
    await this.deps.db
      .transaction()
      .execute((trx) => this.deps.settlements.applyResults(trx, seq, gameId, resultsOf(rows)));
  }

  private async poll(): Promise<void> {
    const { trading, settlements, db } = this.deps;
    if (!trading) return;
    const since = await settlements.cursor(db);
    const rows = await trading.settlements({ sinceSeq: since, limit: PAGE });
    if (rows.length === 0) return;
    const seqs = [...new Set(rows.map((row) => row.seq))].sort((a, b) => a - b);
    // A full page may end inside a seq: leave that seq for the next poll (unless it is the only one).
    const complete = rows.length < PAGE || seqs.length === 1 ? seqs : seqs.slice(0, -1);
    for (const seq of complete) {
      const ofSeq = rows.filter((row) => row.seq === seq);
      for (const gameId of new Set(ofSeq.map((row) => row.gameId))) {
        const page = ofSeq.filter((row) => row.gameId === gameId);
        const all =
          rows.length < PAGE
            ? page
            : (await trading.settlements({ gameId, limit: PAGE })).filter((row) => row.seq === seq);
        await this.apply(seq, gameId, all);
      }
    }
    await settlements.setCursor(db, complete.at(-1)!);
  }

  private async settleDue(): Promise<void> {
    const { settlements, settler, cover, db } = this.deps;
    for (;;) {
      const due = await settlements.dueBets(db, DUE_BATCH);
      if (due.length === 0) return;
      const covers = new Map<string, { userId: number; currency: string }>();
      for (const id of due) {
        const settled = await settler.settle(id);
        if (settled && !settled.advance)
          covers.set(`${settled.user_id}:${settled.currency}`, {
            userId: settled.user_id,
            currency: settled.currency,
          });
      }
      for (const { userId, currency } of covers.values()) await cover.check(userId, currency);
    }
  }
}
