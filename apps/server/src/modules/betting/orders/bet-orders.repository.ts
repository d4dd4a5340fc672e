import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/database';
import type { BetOrdersTable, BetOrderStatus } from '../betting.tables';

type Db = Kysely<Database>;
export type OrderRow = Selectable<BetOrdersTable>;

/** Auto bets and VIP bids: each holds its stake until it becomes a bet or is released. */
export class BetOrdersRepository {
  async insert(
    trx: Db,
    order: Omit<
      OrderRow,
      'id' | 'status' | 'bet_id' | 'refuse_code' | 'operator' | 'reason' | 'decided_at' | 'coupon'
    > & {
      coupon: Record<string, unknown>;
    },
  ): Promise<bigint | null> {
    const row = await trx
      .insertInto('bet_orders')
      .values({ ...order, coupon: JSON.stringify(order.coupon), status: 'waiting' })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'bet_guid']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  byGuid(db: Db, userId: number, betGuid: string): Promise<OrderRow | undefined> {
    return db
      .selectFrom('bet_orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('bet_guid', '=', betGuid)
      .executeTakeFirst();
  }

  byId(db: Db, id: bigint): Promise<OrderRow | undefined> {
    return db.selectFrom('bet_orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  lock(trx: Db, id: bigint): Promise<OrderRow | undefined> {
    return trx.selectFrom('bet_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async finish(
    trx: Db,
    id: bigint,
    outcome: {
      status: Exclude<BetOrderStatus, 'waiting'>;
      at: Date;
      betId?: bigint;
      refuseCode?: number;
      operator?: string;
      reason?: string;
    },
  ): Promise<boolean> {
    const result = await trx
      .updateTable('bet_orders')
      .set({
        status: outcome.status,
        decided_at: outcome.at,
        bet_id: outcome.betId ?? null,
        refuse_code: outcome.refuseCode ?? null,
        operator: outcome.operator ?? null,
        reason: outcome.reason ?? null,
      })
      .where('id', '=', id)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  waiting(db: Db, kind: 'auto' | 'vip', countryIso?: string): Promise<OrderRow[]> {
    let query = db
      .selectFrom('bet_orders')
      .selectAll()
      .where('kind', '=', kind)
      .where('status', '=', 'waiting')
      .orderBy('id');
    if (countryIso) query = query.where('country_iso', '=', countryIso);
    return query.execute();
  }

  list(
    db: Db,
    filter: { userId?: number; kind: 'auto' | 'vip'; status?: BetOrderStatus; countryIso?: string },
  ) {
    let query = db.selectFrom('bet_orders').selectAll().where('kind', '=', filter.kind);
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.countryIso) query = query.where('country_iso', '=', filter.countryIso);
    return query
      .orderBy('id', filter.userId === undefined ? 'asc' : 'desc')
      .limit(500)
      .execute();
  }
}
