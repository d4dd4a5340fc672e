import { sql, type Kysely } from 'kysely';
import type { LegResult } from '@sportsbook/core/betting/leg-result';
import type { Database } from '../../../db/database';
import type { BetRow } from '../bets.repository';
import type { BetStatusColumn } from '../betting.tables';

type Db = Kysely<Database>;

/** One selection's result as the engine published it, keyed as bet legs are. */
export interface SelectionResult {
  readonly eventId: number;
  readonly marketKey: string;
  readonly T: number;
  /** The line in thousandths (0 when none). */
  readonly P: number;
  readonly outcome: LegResult;
}

export interface BookedSettlement {
  readonly status: BetStatusColumn;
  readonly payout: bigint | null;
  readonly boost: bigint | null;
  readonly payoutTax: bigint | null;
  readonly paid: bigint | null;
  readonly credited: bigint;
  readonly transactionId: bigint | null;
}

/** The SQL of settlement: leg results, the due flag, booked settlements, the reader's cursor. */
export class SettlementRepository {
  /**
   * One statement: each open or settled leg of the game takes its selection's result from `seq` unless it
   * holds one from a newer seq already (a replay changes nothing), and the bets whose legs changed are marked
   * due. Answers how many bets became due.
   */
  async applyResults(
    trx: Db,
    seq: number,
    gameId: number,
    results: readonly SelectionResult[],
  ): Promise<number> {
    if (results.length === 0) return 0;
    const result = await sql<{ due: number }>`
      with r as (
        select * from unnest(${results.map((r) => r.eventId)}::int[], ${results.map((r) => r.marketKey)}::text[],
          ${results.map((r) => r.T)}::int[], ${results.map((r) => r.P)}::int[], ${results.map((r) => r.outcome)}::text[])
          as r(event_id, market_key, t, p, outcome)
      ), changed as (
        update bet_legs l set result = r.outcome, result_seq = ${seq}::bigint
        from r
        where l.game_id = ${gameId}::int and l.event_id = r.event_id and l.market_key = r.market_key
          and l.t = r.t and l.p = r.p and (l.result_seq is null or l.result_seq < ${seq}::bigint)
        returning l.bet_id
      ), due as (
        update bets set settle_due = true
        where id in (select bet_id from changed) and status in ('open', 'won', 'lost', 'refund')
        returning id
      )
      select count(*)::int as due from due`.execute(trx);
    return result.rows[0]?.due ?? 0;
  }

  async dueBets(db: Db, limit: number): Promise<bigint[]> {
    const rows = await db
      .selectFrom('bets')
      .select('id')
      .where('settle_due', '=', true)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  async clearDue(trx: Db, betId: bigint): Promise<void> {
    await trx.updateTable('bets').set({ settle_due: false }).where('id', '=', betId).execute();
  }

  async booked(trx: Db, bet: BetRow): Promise<BookedSettlement> {
    const row =
      bet.revision === 0
        ? undefined
        : await trx
            .selectFrom('bet_settlements')
            .select(['credited', 'transaction_id'])
            .where('bet_id', '=', bet.id)
            .where('revision', '=', bet.revision)
            .executeTakeFirst();
    return {
      status: bet.status,
      payout: bet.payout,
      boost: bet.boost,
      payoutTax: bet.payout_tax,
      paid: bet.paid,
      credited: row?.credited ?? 0n,
      transactionId: row?.transaction_id ?? null,
    };
  }

  /** The bet's new state and its revision's record; (bet, revision) is unique, so a revision books once. */
  async book(
    trx: Db,
    bet: BetRow,
    next: Omit<BookedSettlement, 'credited'> & { credited: bigint; revision: number; at: Date },
  ): Promise<void> {
    await trx
      .updateTable('bets')
      .set({
        status: next.status,
        payout: next.payout,
        boost: next.boost,
        payout_tax: next.payoutTax,
        paid: next.paid,
        revision: next.revision,
        settle_tx: next.transactionId,
        settled_at: next.status === 'open' ? null : next.at,
        settle_due: false,
      })
      .where('id', '=', bet.id)
      .execute();
    await trx
      .insertInto('bet_settlements')
      .values({
        bet_id: bet.id,
        revision: next.revision,
        status: next.status,
        payout: next.payout ?? 0n,
        boost: next.boost ?? 0n,
        payout_tax: next.payoutTax ?? 0n,
        paid: next.paid ?? 0n,
        credited: next.credited,
        transaction_id: next.transactionId,
        created_at: next.at,
      })
      .execute();
  }

  async cursor(db: Db): Promise<number> {
    const row = await db.selectFrom('betting_cursor').select('seq').where('id', '=', 1).executeTakeFirst();
    return Number(row?.seq ?? 0n);
  }

  async setCursor(db: Db, seq: number): Promise<void> {
    await db
      .updateTable('betting_cursor')
      .set({ seq })
      .where('id', '=', 1)
      .where('seq', '<', BigInt(seq))
      .execute();
  }

  /**
   * Whether the player may owe advance credit in the currency: they placed an advance bet, or a bet of theirs
   * was corrected (a correction the wallet could not cover is owed there). Keeps others' accounts unopened.
   */
  async mayOwe(trx: Db, userId: number, currency: string): Promise<boolean> {
    const row = await trx
      .selectFrom('bets')
      .select('id')
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
      .where((eb) => eb.or([eb('advance', '=', true), eb('revision', '>', 1)]))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The player's running advance bets in a currency, oldest first. */
  async runningAdvanceBets(trx: Db, userId: number, currency: string): Promise<bigint[]> {
    const rows = await trx
      .selectFrom('bets')
      .select('id')
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
      .where('advance', '=', true)
      .where('status', '=', 'open')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }
}
