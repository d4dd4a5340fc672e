import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { LedgerAccountKind } from '@sportsbook/core/ledger/ledger-account';
import type { Database } from '../../../db/database';
import { INSERT_TRANSACTION_SQL, ONE_BALANCE_TRANSFER_SQL } from './ledger-sql';
import type { OneBalanceArgs } from './one-balance-transfer';

type Db = Kysely<Database>;

/** What never changes about an account once it exists, so it may be cached. */
export interface AccountMeta {
  readonly id: number;
  readonly kind: LedgerAccountKind;
  readonly userId: number | null;
  readonly currency: string;
  readonly currencyId: number | null;
  readonly scale: number;
  readonly floorZero: boolean;
  readonly tracksBalance: boolean;
}

export interface AccountState {
  readonly id: number;
  readonly balanceMinor: bigint;
  readonly reservedMinor: bigint;
  readonly floorZero: boolean;
  readonly closed: boolean;
}

export interface TransactionHeader {
  readonly kind: string;
  readonly reference: string | null;
  readonly memo: string | null;
  readonly reversesId: bigint | null;
  readonly at: Date;
}

export interface PostingRow {
  readonly accountId: number;
  readonly amountMinor: bigint;
}

const META_COLUMNS = [
  'id',
  'kind',
  'user_id',
  'currency',
  'currency_id',
  'scale',
  'floor_zero',
  'tracks_balance',
] as const;

function toMeta(row: {
  id: number;
  kind: LedgerAccountKind;
  user_id: number | null;
  currency: string;
  currency_id: number | null;
  scale: number;
  floor_zero: boolean;
  tracks_balance: boolean;
}): AccountMeta {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    currency: row.currency,
    currencyId: row.currency_id,
    scale: row.scale,
    floorZero: row.floor_zero,
    tracksBalance: row.tracks_balance,
  };
}

function postingArrays(postings: readonly PostingRow[]): [number[], string[]] {
  // Amounts go as text: both drivers send a text array as is, and bigint arrays need no special support.
  return [postings.map((p) => p.accountId), postings.map((p) => p.amountMinor.toString())];
}

/** The only place with the SQL of the ledger tables. */
export class LedgerRepository {
  async metas(db: Db, ids: readonly number[]): Promise<AccountMeta[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('ledger_accounts').select(META_COLUMNS).where('id', 'in', ids).execute();
    return rows.map(toMeta);
  }

  async houseAccounts(db: Db): Promise<AccountMeta[]> {
    const rows = await db
      .selectFrom('ledger_accounts')
      .select(META_COLUMNS)
      .where('user_id', 'is', null)
      .execute();
    return rows.map(toMeta);
  }

  async ensureHouseAccounts(
    db: Db,
    accounts: readonly {
      kind: LedgerAccountKind;
      currency: string;
      currencyId: number | null;
      scale: number;
    }[],
    at: Date,
  ): Promise<void> {
    if (accounts.length === 0) return;
    await db
      .insertInto('ledger_accounts')
      .values(
        accounts.map((a) => ({
          kind: a.kind,
          user_id: null,
          currency: a.currency,
          currency_id: a.currencyId,
          scale: a.scale,
          floor_zero: false,
          tracks_balance: false,
          created_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(['kind', 'currency']).where('user_id', 'is', null).doNothing())
      .execute();
  }

  /** One statement: see ONE_BALANCE_TRANSFER_SQL. Null when the account refused the change. */
  async transferOneBalance(
    trx: Db,
    args: OneBalanceArgs,
  ): Promise<{ transactionId: bigint; balanceMinor: bigint; reservedMinor: bigint } | null> {
    const result = await trx.executeQuery<{ transaction_id: bigint; balance: bigint; reserved: bigint }>(
      CompiledQuery.raw(ONE_BALANCE_TRANSFER_SQL, [...args]),
    );
    const row = result.rows[0];
    return row
      ? { transactionId: row.transaction_id, balanceMinor: row.balance, reservedMinor: row.reserved }
      : null;
  }

  async insertTransaction(
    trx: Db,
    header: TransactionHeader,
    postings: readonly PostingRow[],
  ): Promise<bigint> {
    const [ids, amounts] = postingArrays(postings);
    const result = await trx.executeQuery<{ transaction_id: bigint }>(
      CompiledQuery.raw(INSERT_TRANSACTION_SQL, [
        header.kind,
        header.reference,
        header.memo,
        header.reversesId?.toString() ?? null,
        header.at,
        ids,
        amounts,
      ]),
    );
    const id = result.rows[0]?.transaction_id;
    if (id === undefined) throw new Error('the transaction insert returned no row');
    return id;
  }

  /** Locks the rows in ascending id, the one order every ledger write uses, so writers never deadlock. */
  async lockAccounts(trx: Db, ids: readonly number[]): Promise<AccountState[]> {
    const rows = await trx
      .selectFrom('ledger_accounts')
      .select(['id', 'balance', 'reserved', 'floor_zero', 'closed_at'])
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.map((row) => ({
      id: row.id,
      balanceMinor: row.balance,
      reservedMinor: row.reserved,
      floorZero: row.floor_zero,
      closed: row.closed_at !== null,
    }));
  }

  async accountState(db: Db, id: number): Promise<AccountState | undefined> {
    const row = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance', 'reserved', 'floor_zero', 'closed_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        balanceMinor: row.balance,
        reservedMinor: row.reserved,
        floorZero: row.floor_zero,
        closed: row.closed_at !== null,
      }
    );
  }

  /** For rows the caller locked and checked: adds each delta to the cached balance. */
  async addToBalances(trx: Db, deltas: readonly { accountId: number; deltaMinor: bigint }[]): Promise<void> {
    for (const { accountId, deltaMinor } of deltas) {
      await trx
        .updateTable('ledger_accounts')
        .set({ balance: sql`balance + ${deltaMinor.toString()}::bigint` })
        .where('id', '=', accountId)
        .execute();
    }
  }

  /** Locks a transaction row (reading, not editing it), so two reversals of it cannot interleave. */
  async lockTransaction(trx: Db, id: bigint): Promise<{ reversedById: bigint | null } | undefined> {
    const row = await trx
      .selectFrom('ledger_transactions')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const reversal = await trx
      .selectFrom('ledger_transactions')
      .select('id')
      .where('reverses_id', '=', id)
      .executeTakeFirst();
    return { reversedById: reversal?.id ?? null };
  }

  async postingsOf(db: Db, transactionId: bigint): Promise<(PostingRow & { currency: string })[]> {
    const rows = await db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(['p.account_id', 'p.amount', 'a.currency'])
      .where('p.transaction_id', '=', transactionId)
      .orderBy('p.id')
      .execute();
    return rows.map((row) => ({
      accountId: row.account_id,
      amountMinor: row.amount,
      currency: row.currency,
    }));
  }

  async transaction(db: Db, id: bigint) {
    return db
      .selectFrom('ledger_transactions as t')
      .leftJoin('ledger_transactions as r', 'r.reverses_id', 't.id')
      .select([
        't.id',
        't.kind',
        't.reference',
        't.memo',
        't.reverses_id',
        't.created_at',
        'r.id as reversed_by_id',
      ])
      .where('t.id', '=', id)
      .executeTakeFirst();
  }

  /** Every account of a player, closed ones included (the operator's view). */
  async accountsOfUser(db: Db, userId: number) {
    return db
      .selectFrom('ledger_accounts')
      .select(['id', 'kind', 'user_id', 'currency', 'scale', 'balance', 'reserved', 'closed_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }
}
