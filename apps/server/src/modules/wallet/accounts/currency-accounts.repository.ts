import type { Kysely } from 'kysely';
import type { PlayerAccountKind } from '@sportsbook/core/ledger/ledger-account';
import { accountRules } from '@sportsbook/core/ledger/ledger-account';
import type { Database } from '../../../db/database';
import { compileOnce } from '../../../platform/db/compile-once';

type Db = Kysely<Database>;

export interface Holder {
  readonly mainAccountId: number | null;
  readonly activeAccountId: number | null;
}

const PLAYER_ROW = [
  'id',
  'kind',
  'currency',
  'currency_id',
  'scale',
  'balance',
  'reserved',
  'closed_at',
] as const;

/** The SQL of a player's accounts and of their choice of main and active account. */
export class CurrencyAccountsRepository {
  /** The player's holder row, created when missing and locked: account changes of one player run one at a time. */
  async lockHolder(trx: Db, userId: number): Promise<Holder> {
    await trx
      .insertInto('wallet_holders')
      .values({ user_id: userId, main_account_id: null, active_account_id: null })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const row = await trx
      .selectFrom('wallet_holders')
      .select(['main_account_id', 'active_account_id'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return { mainAccountId: row.main_account_id, activeAccountId: row.active_account_id };
  }

  async holder(db: Db, userId: number): Promise<Holder> {
    const row = await db
      .selectFrom('wallet_holders')
      .select(['main_account_id', 'active_account_id'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { mainAccountId: row?.main_account_id ?? null, activeAccountId: row?.active_account_id ?? null };
  }

  async setHolder(trx: Db, userId: number, holder: Holder): Promise<void> {
    await trx
      .updateTable('wallet_holders')
      .set({ main_account_id: holder.mainAccountId, active_account_id: holder.activeAccountId })
      .where('user_id', '=', userId)
      .execute();
  }

  async findAccount(db: Db, userId: number, kind: PlayerAccountKind, currency: string) {
    return db
      .selectFrom('ledger_accounts')
      .select(PLAYER_ROW)
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('currency', '=', currency)
      .executeTakeFirst();
  }

  // Built and compiled once: every bet reads it.
  private readonly activeAccountOf = compileOnce(['userId'], (db: Db, v: { userId: number }) =>
    db
      .selectFrom('wallet_holders')
      .innerJoin('ledger_accounts', (join) =>
        join
          .onRef('ledger_accounts.id', '=', 'wallet_holders.active_account_id')
          .onRef('ledger_accounts.user_id', '=', 'wallet_holders.user_id'),
      )
      .select(PLAYER_ROW.map((column) => `ledger_accounts.${column}` as const))
      .where('wallet_holders.user_id', '=', v.userId),
  );

  /** The player's active account in one read (it is asked on every bet). */
  async activeAccount(db: Db, userId: number) {
    return (await db.executeQuery(this.activeAccountOf(db, { userId }))).rows[0];
  }

  /** One of the player's accounts by id; undefined when it is someone else's. */
  async ownAccount(db: Db, userId: number, accountId: number) {
    return db
      .selectFrom('ledger_accounts')
      .select(PLAYER_ROW)
      .where('id', '=', accountId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async insertAccount(
    trx: Db,
    row: {
      userId: number;
      kind: PlayerAccountKind;
      currency: string;
      currencyId: number | null;
      scale: number;
      at: Date;
    },
  ): Promise<number> {
    const rules = accountRules(row.kind);
    const inserted = await trx
      .insertInto('ledger_accounts')
      .values({
        kind: row.kind,
        user_id: row.userId,
        currency: row.currency,
        currency_id: row.currencyId,
        scale: row.scale,
        floor_zero: rules.floorZero,
        tracks_balance: rules.tracksBalance,
        created_at: row.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async reopen(trx: Db, accountId: number): Promise<void> {
    await trx.updateTable('ledger_accounts').set({ closed_at: null }).where('id', '=', accountId).execute();
  }

  /** Closes the account only if it holds nothing, checked in the same statement that closes it. */
  async closeIfEmpty(trx: Db, accountId: number, at: Date): Promise<boolean> {
    const result = await trx
      .updateTable('ledger_accounts')
      .set({ closed_at: at })
      .where('id', '=', accountId)
      .where('balance', '=', 0n)
      .where('reserved', '=', 0n)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Open accounts of the player (every kind), oldest first. */
  async openAccounts(db: Db, userId: number) {
    return db
      .selectFrom('ledger_accounts')
      .select(PLAYER_ROW)
      .where('user_id', '=', userId)
      .where('closed_at', 'is', null)
      .orderBy('id')
      .execute();
  }

  /** What pending stakes hold per account. */
  async pendingStakes(db: Db, accountIds: readonly number[]): Promise<Map<number, bigint>> {
    if (accountIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('ledger_pending')
      .select(['debit_account_id', (eb) => eb.fn.sum<bigint>('amount').as('held')])
      .where('debit_account_id', 'in', accountIds)
      .where('status', '=', 'pending')
      .where('kind', 'like', 'stake%')
      .groupBy('debit_account_id')
      .execute();
    return new Map(rows.map((row) => [row.debit_account_id, BigInt(row.held)]));
  }
}
