import { sql, type Kysely } from 'kysely';
import type { LedgerBreach, LedgerCheckReport } from '@sportsbook/core/api/routes/ledger-ops.routes';
import type { Database } from '../../../db/database';

/** Each kind of breach is listed at most this often; one is enough to fail, the rest is for the investigation. */
const LIMIT = 100;

type Db = Kysely<Database>;

async function unbalancedTransactions(db: Db): Promise<LedgerBreach[]> {
  const rows = await sql<{ transaction_id: bigint; currency: string; total: string }>`
    select p.transaction_id, a.currency, sum(p.amount)::text as total
    from ledger_postings p join ledger_accounts a on a.id = p.account_id
    group by p.transaction_id, a.currency
    having sum(p.amount) <> 0
    order by p.transaction_id, a.currency
    limit ${LIMIT}`.execute(db);
  return rows.rows.map((r) => ({
    kind: 'unbalanced_transaction',
    transactionId: Number(r.transaction_id),
    currency: r.currency,
    sumMinor: r.total,
  }));
}

async function emptyTransactions(db: Db): Promise<LedgerBreach[]> {
  const rows = await sql<{ id: bigint }>`
    select t.id from ledger_transactions t
    where not exists (select 1 from ledger_postings p where p.transaction_id = t.id)
    order by t.id limit ${LIMIT}`.execute(db);
  return rows.rows.map((r) => ({ kind: 'empty_transaction', transactionId: Number(r.id) }));
}

/** Postings carry no foreign keys (migration 0102): one naming no transaction or account is a breach. */
async function orphanPostings(db: Db): Promise<LedgerBreach[]> {
  const rows = await sql<{
    id: bigint;
    transaction_id: bigint;
    account_id: number;
    missing: 'transaction' | 'account';
  }>`
    select p.id, p.transaction_id, p.account_id,
      case when t.id is null then 'transaction' else 'account' end as missing
    from ledger_postings p
    left join ledger_transactions t on t.id = p.transaction_id
    left join ledger_accounts a on a.id = p.account_id
    where t.id is null or a.id is null
    order by p.id limit ${LIMIT}`.execute(db);
  return rows.rows.map((r) => ({
    kind: 'orphan_posting',
    postingId: Number(r.id),
    transactionId: Number(r.transaction_id),
    accountId: r.account_id,
    missing: r.missing,
  }));
}

async function balanceMismatches(db: Db): Promise<LedgerBreach[]> {
  const rows = await sql<{ id: number; balance: bigint; posted: string }>`
    select a.id, a.balance, coalesce(s.total, 0)::text as posted
    from ledger_accounts a
    left join (select account_id, sum(amount) as total from ledger_postings group by account_id) s on s.account_id = a.id
    where a.tracks_balance and a.balance <> coalesce(s.total, 0)
    order by a.id limit ${LIMIT}`.execute(db);
  return rows.rows.map((r) => ({
    kind: 'balance_mismatch',
    accountId: r.id,
    cachedMinor: r.balance.toString(),
    postedMinor: r.posted,
  }));
}

async function reservedMismatches(db: Db): Promise<LedgerBreach[]> {
  const rows = await sql<{ id: number; reserved: bigint; pending: string }>`
    select a.id, a.reserved, coalesce(s.total, 0)::text as pending
    from ledger_accounts a
    left join (
      select debit_account_id, sum(amount) as total from ledger_pending where status = 'pending' group by debit_account_id
    ) s on s.debit_account_id = a.id
    where a.reserved <> coalesce(s.total, 0)
    order by a.id limit ${LIMIT}`.execute(db);
  return rows.rows.map((r) => ({
    kind: 'reserved_mismatch',
    accountId: r.id,
    cachedMinor: r.reserved.toString(),
    pendingMinor: r.pending,
  }));
}

async function negativeBalances(db: Db): Promise<LedgerBreach[]> {
  const rows = await sql<{ id: number; balance: bigint; reserved: bigint }>`
    select id, balance, reserved from ledger_accounts
    where floor_zero and (balance < 0 or balance < reserved)
    order by id limit ${LIMIT}`.execute(db);
  return rows.rows.map((r) => ({
    kind: 'negative_balance',
    accountId: r.id,
    balanceMinor: r.balance.toString(),
    reservedMinor: r.reserved.toString(),
  }));
}

/**
 * Verifies the ledger from its rows: every transaction has postings and sums to zero per currency, every posting
 * names a transaction and an account that exist, every cached
 * balance and hold equals what its postings and open pending transfers say, and no account with a floor is below
 * it. Runs in one repeatable-read snapshot, so movements committing meanwhile cannot look like breaches.
 */
export async function checkLedger(db: Db, now: Date): Promise<LedgerCheckReport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const breaches = [
        ...(await unbalancedTransactions(trx)),
        ...(await emptyTransactions(trx)),
        ...(await orphanPostings(trx)),
        ...(await balanceMismatches(trx)),
        ...(await reservedMismatches(trx)),
        ...(await negativeBalances(trx)),
      ];
      const counts = await sql<{ transactions: string; postings: string; accounts: string }>`
        select (select count(*) from ledger_transactions)::text as transactions,
               (select count(*) from ledger_postings)::text as postings,
               (select count(*) from ledger_accounts)::text as accounts`.execute(trx);
      const count = counts.rows[0]!;
      return {
        ok: breaches.length === 0,
        checkedAt: now.toISOString(),
        transactions: Number(count.transactions),
        postings: Number(count.postings),
        accounts: Number(count.accounts),
        breaches,
      };
    });
}

/** One line per breach, naming the transaction or account, for the command line and the logs. */
export function describeBreach(breach: LedgerBreach): string {
  switch (breach.kind) {
    case 'unbalanced_transaction':
      return `transaction ${breach.transactionId}: postings in ${breach.currency} sum to ${breach.sumMinor}, not 0`;
    case 'empty_transaction':
      return `transaction ${breach.transactionId}: has no postings`;
    case 'orphan_posting':
      return `posting ${breach.postingId}: its ${breach.missing} (${breach.missing === 'account' ? breach.accountId : breach.transactionId}) does not exist`;
    case 'balance_mismatch':
      return `account ${breach.accountId}: cached balance ${breach.cachedMinor}, postings sum to ${breach.postedMinor}`;
    case 'reserved_mismatch':
      return `account ${breach.accountId}: cached hold ${breach.cachedMinor}, open pending transfers ${breach.pendingMinor}`;
    case 'negative_balance':
      return `account ${breach.accountId}: balance ${breach.balanceMinor} with ${breach.reservedMinor} held, below zero`;
  }
}
