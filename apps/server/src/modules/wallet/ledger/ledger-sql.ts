/**
 * The statement behind every movement that changes one cached balance (a stake, a win, a deposit, an
 * adjustment), in one round trip: a conditional update of the account (refused when a debit would take more
 * than is available), the transaction row, and its postings, answering the account's balance and holds as the
 * update left them (a bet's answer shows the balance without reading it again). When the update matches no
 * row, nothing is inserted and no row comes back. bench/ledger runs this same text in pgbench.
 *
 * $1 account id, $2 signed delta of that account, $3 kind, $4 reference, $5 memo, $6 reverses id,
 * $7 created at, $8 posting account ids, $9 posting amounts (text, read as bigint).
 */
export const ONE_BALANCE_TRANSFER_SQL = `with moved as (
  update ledger_accounts set balance = balance + $2::bigint
  where id = $1::integer and closed_at is null and (not floor_zero or balance + $2::bigint >= reserved)
  returning id, balance, reserved
), tx as (
  insert into ledger_transactions (kind, reference, memo, reverses_id, created_at)
  select $3::text, $4::text, $5::text, $6::bigint, $7::timestamptz from moved
  returning id
)
insert into ledger_postings (transaction_id, account_id, amount)
select tx.id, p.account_id, p.amount from tx cross join unnest($8::integer[], $9::bigint[]) as p(account_id, amount)
returning transaction_id, (select balance from moved) as balance, (select reserved from moved) as reserved`;

/** A transaction whose cached balances the caller already updated under row locks: same inserts, no update. */
export const INSERT_TRANSACTION_SQL = `with tx as (
  insert into ledger_transactions (kind, reference, memo, reverses_id, created_at)
  values ($1::text, $2::text, $3::text, $4::bigint, $5::timestamptz)
  returning id
)
insert into ledger_postings (transaction_id, account_id, amount)
select tx.id, p.account_id, p.amount from tx cross join unnest($6::integer[], $7::bigint[]) as p(account_id, amount)
returning transaction_id`;
