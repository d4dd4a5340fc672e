import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { PspCheckoutService } from './psp-checkout.service';
import type { PspDeliveries } from './psp-deliveries';
import { payoutObject, pspEvent } from './psp-objects';
import type { PspStore } from './psp-store';
import { payoutFailure } from './psp-test-cards';

const TICK_MS = 200;

/**
 * The provider's background: crypto confirmations arrive, payouts settle, webhooks go out (and out again until
 * acknowledged). Every step claims rows with locks, so several server processes may run it side by side.
 */
export class PspWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      store: PspStore;
      checkout: PspCheckoutService;
      deliveries: PspDeliveries;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  start(): void {
    this.timer ??= setInterval(() => {
      if (!this.running) {
        this.running = this.tick()
          .catch((error: unknown) => this.deps.log.warn({ err: error }, 'sandbox psp: worker tick failed'))
          .finally(() => (this.running = null));
      }
    }, TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One round of everything that is due; tests call it directly after moving the clock. */
  async tick(): Promise<void> {
    await this.deps.checkout.confirmDue();
    await this.settleDuePayouts();
    await this.deps.deliveries.deliverDue();
  }

  async settleDuePayouts(): Promise<number> {
    const { db, store, clock, deliveries } = this.deps;
    return db.transaction().execute(async (trx) => {
      const due = await store.duePayouts(trx, clock.now());
      for (const payout of due) {
        const failure = payoutFailure(payout.destination);
        const settled = await store.settlePayout(trx, payout.id, {
          status: failure ? 'failed' : 'paid',
          failure_code: failure,
          updated_at: clock.now(),
        });
        const type = failure ? 'payout.failed' : 'payout.paid';
        await deliveries.enqueue(
          trx,
          payout.notification_url,
          pspEvent(type, payoutObject(settled), clock.now()),
        );
      }
      return due.length;
    });
  }
}
