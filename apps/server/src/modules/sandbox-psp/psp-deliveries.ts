import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { PspEvent } from './psp-objects';
import { PSP_SIGNATURE_HEADER, signPayload } from './psp-signature';

type Db = Kysely<Database>;

/**
 * How faithfully the sandbox imitates real webhook delivery, which is at least once and in no particular order:
 * some events are delivered twice, and each waits a random while so a later event can overtake it.
 */
export interface DeliveryChaos {
  /** Share of events delivered a second time, a little later (0 to 1). */
  duplicateRate: number;
  /** Each delivery waits up to this long first. */
  reorderWindowMs: number;
}

const CLAIM_LIMIT = 20;
const CLAIM_MS = 30_000;
const SEND_TIMEOUT_MS = 5_000;
const MAX_ATTEMPTS = 15;

/** 0.25 s, 0.5 s, 1 s, ... up to a minute between attempts, with jitter so retries of many events spread out. */
function backoffMs(attempts: number, random: Random): number {
  const base = Math.min(60_000, 250 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.75 + random.next() * 0.5));
}

/** The provider's outgoing webhooks: queued with the change that caused them, sent signed by a retrying worker. */
export class PspDeliveries {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      random: Random;
      webhookSecret: string;
      chaos: DeliveryChaos;
      log: FastifyBaseLogger;
    },
  ) {}

  setChaos(chaos: DeliveryChaos): void {
    this.deps.chaos = chaos;
  }

  /** In the caller's transaction, so the event is queued exactly when the change it reports commits. */
  async enqueue(trx: Db, url: string, event: PspEvent): Promise<void> {
    const { clock, random, chaos } = this.deps;
    const now = clock.nowMs();
    const wait = () => Math.round(random.next() * chaos.reorderWindowMs);
    const dueTimes = [now + wait()];
    if (random.next() < chaos.duplicateRate) dueTimes.push(now + wait() + random.int(200, 2_000));
    const body = JSON.stringify(event);
    await trx
      .insertInto('psp_deliveries')
      .values(
        dueTimes.map((at) => ({
          event_id: event.id,
          url,
          body,
          next_attempt_at: new Date(at),
          created_at: new Date(now),
        })),
      )
      .execute();
  }

  /** Sends an event again, as a provider's dashboard "resend" does; false when the event is unknown. */
  async redeliver(eventId: string): Promise<boolean> {
    const { db, clock } = this.deps;
    const original = await db
      .selectFrom('psp_deliveries')
      .select(['url', 'body'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .executeTakeFirst();
    if (!original) return false;
    await db
      .insertInto('psp_deliveries')
      .values({ event_id: eventId, ...original, next_attempt_at: clock.now(), created_at: clock.now() })
      .execute();
    return true;
  }

  /** Sends every due delivery once; answers how many the merchant acknowledged. */
  async deliverDue(): Promise<number> {
    const claimed = await this.claimDue();
    const outcomes = await Promise.all(claimed.map((row) => this.send(row)));
    return outcomes.filter(Boolean).length;
  }

  private async claimDue() {
    const now = this.deps.clock.now();
    const until = new Date(now.getTime() + CLAIM_MS);
    const result = await sql<{ id: string; url: string; body: string; attempts: number }>`
      update psp_deliveries set locked_until = ${until}, attempts = attempts + 1
      where id in (
        select id from psp_deliveries
        where delivered_at is null and gave_up_at is null and next_attempt_at <= ${now}
          and (locked_until is null or locked_until <= ${now})
        order by next_attempt_at
        limit ${CLAIM_LIMIT}
        for update skip locked)
      returning id, url, body, attempts`.execute(this.deps.db);
    return result.rows;
  }

  private async send(row: { id: string; url: string; body: string; attempts: number }): Promise<boolean> {
    const { db, clock, random, webhookSecret, log } = this.deps;
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(row.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PSP_SIGNATURE_HEADER]: signPayload(webhookSecret, row.body, Math.floor(clock.nowMs() / 1000)),
        },
        body: row.body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    const id = BigInt(row.id);
    if (status !== null && status >= 200 && status < 300) {
      await db
        .updateTable('psp_deliveries')
        .set({ delivered_at: clock.now(), locked_until: null, last_status: status, last_error: null })
        .where('id', '=', id)
        .execute();
      return true;
    }
    const givingUp = row.attempts >= MAX_ATTEMPTS;
    log.debug(
      { deliveryId: row.id, status, error, attempts: row.attempts },
      'sandbox psp: webhook not accepted',
    );
    await db
      .updateTable('psp_deliveries')
      .set({
        locked_until: null,
        last_status: status,
        last_error: error?.slice(0, 500) ?? null,
        next_attempt_at: new Date(clock.nowMs() + backoffMs(row.attempts, random)),
        gave_up_at: givingUp ? clock.now() : null,
      })
      .where('id', '=', id)
      .execute();
    return false;
  }
}
