import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { PaymentKind, PaymentStatus } from '@sportsbook/core/payments/payment-status';
import type { Database } from '../../db/database';
import type { PaymentRefundsTable, PaymentsTable } from './payments.tables';

type Db = Kysely<Database>;
export type PaymentRow = Selectable<PaymentsTable>;
export type RefundRow = Selectable<PaymentRefundsTable>;

export interface PaymentFilter {
  readonly userId?: number;
  readonly kind?: PaymentKind;
  readonly status?: PaymentStatus;
  readonly statuses?: readonly PaymentStatus[];
  /** Payments made with this method only (the history's source filter). */
  readonly methodId?: string;
  /** Payments of these accounts only, or of every account but these. */
  readonly accounts?: { readonly ids: readonly number[]; readonly exclude: boolean };
  /** Only payments created at or after this time (the history without its archive). */
  readonly since?: Date;
}

/** The only place with the SQL of payments, refunds and applied provider events. */
export class PaymentsRepository {
  async insert(trx: Db, row: Insertable<PaymentsTable>): Promise<PaymentRow> {
    return trx.insertInto('payments').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async find(db: Db, id: bigint): Promise<PaymentRow | undefined> {
    return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async lock(trx: Db, id: bigint): Promise<PaymentRow | undefined> {
    return trx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async update(trx: Db, id: bigint, changes: Updateable<PaymentsTable>): Promise<PaymentRow> {
    return trx
      .updateTable('payments')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Whether the player had a deposit credited before this one (the web's FIRST_DEPOSIT or RE_DEPOSIT event). */
  async hasEarlierCreditedDeposit(db: Db, userId: number, id: bigint): Promise<boolean> {
    const earlier = await db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'deposit')
      .where('status', 'in', ['succeeded', 'refunded'])
      .where('id', '<', id)
      .limit(1)
      .executeTakeFirst();
    return earlier !== undefined;
  }

  /** A page of payments, newest first, and how many match in all. */
  async list(
    db: Db,
    filter: PaymentFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: PaymentRow[]; total: number }> {
    let query = db.selectFrom('payments');
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.statuses) query = query.where('status', 'in', filter.statuses);
    if (filter.methodId) query = query.where('method_id', '=', filter.methodId);
    if (filter.since) query = query.where('created_at', '>=', filter.since);
    const accounts = filter.accounts;
    if (accounts && accounts.ids.length > 0) {
      query = query.where('account_id', accounts.exclude ? 'not in' : 'in', accounts.ids);
    } else if (accounts && !accounts.exclude) {
      return { rows: [], total: 0 };
    }
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Withdrawals approved whose payout the provider has not confirmed receiving (a crash or an outage between). */
  async approvedWithdrawals(db: Db, limit: number): Promise<PaymentRow[]> {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'approved')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async insertRefund(trx: Db, row: Insertable<PaymentRefundsTable>): Promise<RefundRow> {
    return trx.insertInto('payment_refunds').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async findRefund(db: Db, id: bigint): Promise<RefundRow | undefined> {
    return db.selectFrom('payment_refunds').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async lockRefund(trx: Db, id: bigint): Promise<RefundRow | undefined> {
    return trx.selectFrom('payment_refunds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async updateRefund(trx: Db, id: bigint, changes: Updateable<PaymentRefundsTable>): Promise<void> {
    await trx.updateTable('payment_refunds').set(changes).where('id', '=', id).execute();
  }

  async refundsOf(db: Db, paymentId: bigint): Promise<RefundRow[]> {
    return db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .orderBy('id')
      .execute();
  }

  async pendingRefunds(db: Db, limit: number): Promise<RefundRow[]> {
    return db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Records an applied event; false when it was applied before (its transaction committed first). */
  async recordEvent(
    trx: Db,
    row: { provider: string; eventId: string; type: string; paymentId: bigint | null; at: Date },
  ): Promise<boolean> {
    const result = await trx
      .insertInto('payment_webhook_events')
      .values({
        provider: row.provider,
        event_id: row.eventId,
        type: row.type,
        payment_id: row.paymentId,
        received_at: row.at,
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows === 1n;
  }
}
