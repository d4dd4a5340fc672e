import { sql, type Kysely } from 'kysely';

/**
 * ledger_postings without foreign keys. Their checks cost every movement a key-share lock on its accounts' rows,
 * and every bet's postings name the same house account (bets in play), so concurrent bets queued on that one
 * row's lock: dropping them took the bets bench from about 710 to 760-840 bets a second on PostgreSQL and
 * PGlite from about 430 to 510-530 (bench/bets/README.md). What they guarded still holds: the wallet's two
 * statements write a posting in the same statement as its transaction, with accounts the wallet looked up
 * first; transactions and postings cannot be updated or deleted (migration 0050), ledger accounts now cannot be
 * deleted either (they are closed), and the ledger check reports a posting whose transaction or account is
 * missing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_postings drop constraint ledger_postings_transaction_id_fkey`.execute(db);
  await sql`alter table ledger_postings drop constraint ledger_postings_account_id_fkey`.execute(db);
  await sql`
    create function ledger_accounts_kept() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger accounts are never deleted (% on ledger_accounts); close them instead', tg_op
        using errcode = 'P0001';
    end $$`.execute(db);
  await sql`create trigger ledger_accounts_no_delete before delete on ledger_accounts
    for each row execute function ledger_accounts_kept()`.execute(db);
  await sql`create trigger ledger_accounts_no_truncate before truncate on ledger_accounts
    for each statement execute function ledger_accounts_kept()`.execute(db);
}
