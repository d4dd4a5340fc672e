import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { OutgoingMessage } from './outbox.service';
import type { OutboxMessagesTable } from './outbox.tables';

export type OutboxRow = Selectable<OutboxMessagesTable>;

/** The only place with the SQL of the outbox. */
export class OutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(message: OutgoingMessage, at: Date, trx: Kysely<Database> = this.db): Promise<void> {
    await trx
      .insertInto('outbox_messages')
      .values({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        body_text: message.text,
        links: JSON.stringify(message.links ?? []),
        purpose: message.purpose,
        user_id: message.userId ?? null,
        sensitive: message.sensitive ?? false,
        transport: null,
        next_attempt_at: at,
        last_error: null,
        created_at: at,
        sent_at: null,
      })
      .execute();
  }

  /**
   * Claims due messages by pushing their next attempt out by the lease; another process skips rows this one
   * holds, and a message whose sender died is tried again when the lease ends.
   */
  async claimDue(
    at: Date,
    leaseUntil: Date,
    limit: number,
    channels: readonly string[],
  ): Promise<OutboxRow[]> {
    if (channels.length === 0) return [];
    return this.db
      .updateTable('outbox_messages')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
      .where(
        'id',
        'in',
        sql<bigint>`(select id from outbox_messages where status = 'pending' and next_attempt_at <= ${at}
          and channel in (${sql.join(channels)}) order by id limit ${limit} for update skip locked)`,
      )
      .returningAll()
      .execute();
  }

  async markSent(id: bigint, transport: string, at: Date, redact: boolean): Promise<void> {
    await this.db
      .updateTable('outbox_messages')
      .set({
        status: 'sent',
        transport,
        sent_at: at,
        last_error: null,
        ...(redact ? { body_text: '[delivered; text removed]', links: '[]' } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  async markFailed(id: bigint, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .updateTable('outbox_messages')
      .set(
        retryAt ? { last_error: error, next_attempt_at: retryAt } : { last_error: error, status: 'failed' },
      )
      .where('id', '=', id)
      .execute();
  }

  latest(limit: number, recipient?: string): Promise<OutboxRow[]> {
    let query = this.db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(limit);
    if (recipient) query = query.where('recipient', '=', recipient);
    return query.execute();
  }
}
