import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database';

type Db = Kysely<Database>;

/** The SQL of pending transfers (pending-then-post): the hold on the debit account and the pending row. */
export class PendingTransfersRepository {
  /** First phase of a pending transfer: holds the amount if it is available. Null when refused. */
  async holdFunds(
    trx: Db,
    input: {
      kind: string;
      debitAccountId: number;
      creditAccountId: number;
      amountMinor: bigint;
      reference: string | null;
      at: Date;
    },
  ): Promise<bigint | null> {
    const amount = input.amountMinor.toString();
    const result = await sql<{ id: bigint }>`
      with held as (
        update ledger_accounts set reserved = reserved + ${amount}::bigint
        where id = ${input.debitAccountId} and closed_at is null and tracks_balance
          and (not floor_zero or balance - reserved >= ${amount}::bigint)
        returning id
      )
      insert into ledger_pending (kind, debit_account_id, credit_account_id, amount, status, reference, created_at)
      select ${input.kind}, held.id, ${input.creditAccountId}, ${amount}::bigint, 'pending', ${input.reference}, ${input.at}
      from held
      returning id`.execute(trx);
    return result.rows[0]?.id ?? null;
  }

  async lockPending(trx: Db, id: bigint) {
    return trx
      .selectFrom('ledger_pending')
      .select(['id', 'kind', 'debit_account_id', 'credit_account_id', 'amount', 'status', 'reference'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async releaseHold(trx: Db, accountId: number, amountMinor: bigint): Promise<void> {
    await trx
      .updateTable('ledger_accounts')
      .set({ reserved: sql`reserved - ${amountMinor.toString()}::bigint` })
      .where('id', '=', accountId)
      .execute();
  }

  async resolvePending(
    trx: Db,
    id: bigint,
    outcome: {
      status: 'posted' | 'voided';
      postedMinor: bigint | null;
      transactionId: bigint | null;
      at: Date;
    },
  ): Promise<void> {
    await trx
      .updateTable('ledger_pending')
      .set({
        status: outcome.status,
        posted_amount: outcome.postedMinor,
        transaction_id: outcome.transactionId,
        resolved_at: outcome.at,
      })
      .where('id', '=', id)
      .execute();
  }
}
