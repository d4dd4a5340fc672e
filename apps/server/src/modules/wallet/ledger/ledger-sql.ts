/**
 * The statement behind every movement that changes one cached balance (a stake, a win, a deposit, an
 * adjustment): ledger_transfer_one (migration 0101), in one round trip. No row comes back when the account
 * refused it. bench/ledger runs this same text in pgbench.
 *
 * $1 account id, $2 signed delta of that account, $3 kind, $4 reference, $5 memo, $6 reverses id,
 * $7 created at, $8 posting account ids, $9 posting amounts (text, read as bigint).
 */
export const ONE_BALANCE_TRANSFER_SQL = `select transaction_id, balance, reserved
from ledger_transfer_one($1::integer, $2::bigint, $3::text, $4::text, $5::text, $6::bigint, $7::timestamptz,
  $8::integer[], $9::bigint[])`;

/** A transaction whose cached balances the caller already updated under row locks: same inserts, no update. */
export const INSERT_TRANSACTION_SQL = `with tx as (
  insert into ledger_transactions (kind, reference, memo, reverses_id, created_at)
  values ($1::text, $2::text, $3::text, $4::bigint, $5::timestamptz)
  returning id
)
insert into ledger_postings (transaction_id, account_id, amount)
select tx.id, p.account_id, p.amount from tx cross join unnest($6::integer[], $7::bigint[]) as p(account_id, amount)
returning transaction_id`;
