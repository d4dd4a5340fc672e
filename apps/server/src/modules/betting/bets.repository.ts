import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { BetLegsTable, BetsTable } from './betting.tables';

type Db = Kysely<Database>;
export type BetRow = Selectable<BetsTable>;
export type LegRow = Selectable<BetLegsTable>;

/** Reads of bets and the small updates shared by the flows (the acceptance writes are in bet-writer). */
export class BetsRepository {
  betsByGuid(db: Db, userId: number, betGuid: string): Promise<BetRow[]> {
    return db
      .selectFrom('bets')
      .selectAll()
      .where('user_id', '=', userId)
      .where('bet_guid', '=', betGuid)
      .orderBy('group_index')
      .execute();
  }

  /** The request's waiting bets, locked: one decision per request, whoever comes first. */
  lockWaiting(trx: Db, userId: number, betGuid: string): Promise<BetRow[]> {
    return trx
      .selectFrom('bets')
      .selectAll()
      .where('user_id', '=', userId)
      .where('bet_guid', '=', betGuid)
      .orderBy('group_index')
      .forUpdate()
      .execute();
  }

  async bet(db: Db, id: bigint): Promise<BetRow | undefined> {
    return db.selectFrom('bets').selectAll().where('id', '=', id).executeTakeFirst();
  }

  lockBet(trx: Db, id: bigint): Promise<BetRow | undefined> {
    return trx.selectFrom('bets').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async legsOf(db: Db, betIds: readonly bigint[]): Promise<LegRow[]> {
    if (betIds.length === 0) return [];
    return db
      .selectFrom('bet_legs')
      .selectAll()
      .where('bet_id', 'in', betIds)
      .orderBy('bet_id')
      .orderBy('idx')
      .execute();
  }

  async markRefused(trx: Db, ids: readonly bigint[], refusal: { code: number; text: string; at: Date }) {
    await trx
      .updateTable('bets')
      .set({
        status: 'refused',
        refuse_code: refusal.code,
        refuse_text: refusal.text,
        decided_at: refusal.at,
      })
      .where('id', 'in', ids)
      .where('status', '=', 'waiting')
      .execute();
  }

  /** Requests whose live delay ended before `before`: the sweep decides them. */
  async overdueWaiting(db: Db, before: Date, limit: number): Promise<{ userId: number; betGuid: string }[]> {
    const rows = await db
      .selectFrom('bets')
      .select(['user_id', 'bet_guid'])
      .distinct()
      .where('status', '=', 'waiting')
      .where('wait_until', '<=', before)
      .limit(limit)
      .execute();
    return rows.map((row) => ({ userId: row.user_id, betGuid: row.bet_guid }));
  }

  /** A cash-out of part of the running stake: the bet runs on with the rest, or is sold when nothing is left. */
  async applyCashOut(
    trx: Db,
    bet: BetRow,
    sale: { partMinor: bigint; valueMinor: bigint; taxMinor: bigint; transactionId: bigint; at: Date },
  ): Promise<void> {
    const left = bet.open_stake - sale.partMinor;
    await trx
      .updateTable('bets')
      .set({
        open_stake: left,
        sold: bet.sold + sale.valueMinor - sale.taxMinor,
        ...(left === 0n ? { status: 'sold', settled_at: sale.at } : {}),
      })
      .where('id', '=', bet.id)
      .execute();
    await trx
      .insertInto('bet_cash_outs')
      .values({
        bet_id: bet.id,
        stake_part: sale.partMinor,
        value: sale.valueMinor,
        tax: sale.taxMinor,
        transaction_id: sale.transactionId,
        created_at: sale.at,
      })
      .execute();
  }

  /** Stakes of the player's running regular bets in a currency (the advance is a share of them). */
  async runningStakes(db: Db, userId: number, currency: string): Promise<bigint> {
    const row = await db
      .selectFrom('bets')
      .select(sql<string>`coalesce(sum(open_stake), 0)::text`.as('total'))
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
      .where('status', '=', 'open')
      .where('advance', '=', false)
      .executeTakeFirst();
    return BigInt(row?.total ?? '0');
  }

  /** A per-player lock for the rest of the transaction (advance bets are checked against the player's others). */
  async lockPlayer(trx: Db, userId: number): Promise<void> {
    await sql`select pg_advisory_xact_lock(${0x6265}::int, ${userId}::int)`.execute(trx);
  }
}
