import { sql, type Kysely } from 'kysely';

/**
 * The unique index on ledger_transactions.reverses_id holds only reversals. As a unique constraint it held an
 * entry for every transaction, almost all of them null (every bet, payout and deposit): an index insert and
 * its WAL for nothing, and an index as large as the primary key. Uniqueness among reversals, the backstop against
 * reversing a transaction twice, is the same; lookups by reverses_id (`= id`) imply not null, so they use it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_transactions drop constraint ledger_transactions_reverses_id_key`.execute(db);
  await sql`create unique index ledger_transactions_reversal_uq on ledger_transactions (reverses_id)
    where reverses_id is not null`.execute(db);
}
