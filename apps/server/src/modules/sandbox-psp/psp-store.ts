import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { PspPaymentRow, PspPayoutRow, PspRefundRow } from './psp-objects';
import type { PspPaymentsTable, PspPayoutsTable } from './sandbox-psp.tables';

type Db = Kysely<Database>;

/** The only place with the sandbox provider's SQL. */
export class PspStore {
  async insertPayment(trx: Db, row: Insertable<PspPaymentsTable>): Promise<PspPaymentRow> {
    return trx.insertInto('psp_payments').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async payment(db: Db, id: string): Promise<PspPaymentRow | undefined> {
    return db.selectFrom('psp_payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async lockPayment(trx: Db, id: string): Promise<PspPaymentRow | undefined> {
    return trx.selectFrom('psp_payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async updatePayment(trx: Db, id: string, changes: Updateable<PspPaymentsTable>): Promise<PspPaymentRow> {
    return trx
      .updateTable('psp_payments')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Crypto payments whose confirmation time has come, locked for this transaction only. */
  async dueConfirmations(trx: Db, now: Date): Promise<PspPaymentRow[]> {
    return trx
      .selectFrom('psp_payments')
      .selectAll()
      .where('status', '=', 'awaiting_confirmation')
      .where('confirm_at', '<=', now)
      .orderBy('confirm_at')
      .limit(50)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  async insertRefund(trx: Db, row: PspRefundRow): Promise<PspRefundRow> {
    return trx.insertInto('psp_refunds').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async refundsOf(db: Db, paymentId: string): Promise<PspRefundRow[]> {
    return db
      .selectFrom('psp_refunds')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .orderBy('created_at')
      .execute();
  }

  async insertPayout(trx: Db, row: Insertable<PspPayoutsTable>): Promise<PspPayoutRow> {
    return trx.insertInto('psp_payouts').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async payout(db: Db, id: string): Promise<PspPayoutRow | undefined> {
    return db.selectFrom('psp_payouts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async duePayouts(trx: Db, now: Date): Promise<PspPayoutRow[]> {
    return trx
      .selectFrom('psp_payouts')
      .selectAll()
      .where('status', '=', 'processing')
      .where('settle_at', '<=', now)
      .orderBy('settle_at')
      .limit(50)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  async settlePayout(
    trx: Db,
    id: string,
    changes: { status: 'paid' | 'failed'; failure_code: string | null; updated_at: Date },
  ): Promise<PspPayoutRow> {
    return trx
      .updateTable('psp_payouts')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Claims an idempotency key for this transaction (waits while another holds an uncommitted claim). */
  async claimKey(
    trx: Db,
    row: { key: string; endpoint: string; requestHash: string; at: Date },
  ): Promise<boolean> {
    const result = await trx
      .insertInto('psp_idempotency')
      .values({ key: row.key, endpoint: row.endpoint, request_hash: row.requestHash, created_at: row.at })
      .onConflict((oc) => oc.columns(['key', 'endpoint']).doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows === 1n;
  }

  async storedKey(trx: Db, key: string, endpoint: string) {
    return trx
      .selectFrom('psp_idempotency')
      .select(['request_hash', 'status_code', 'response'])
      .where('key', '=', key)
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
  }

  async storeResponse(
    trx: Db,
    key: string,
    endpoint: string,
    statusCode: number,
    response: string,
  ): Promise<void> {
    await trx
      .updateTable('psp_idempotency')
      .set({ status_code: statusCode, response })
      .where('key', '=', key)
      .where('endpoint', '=', endpoint)
      .execute();
  }
}
