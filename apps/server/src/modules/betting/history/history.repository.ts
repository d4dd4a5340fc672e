import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { BetRow } from '../bets.repository';
import type { BetKindColumn, BetStatusColumn } from '../betting.tables';

type Db = Kysely<Database>;

export interface HistoryQuery {
  readonly userId: number;
  readonly statuses: readonly BetStatusColumn[];
  readonly kind?: BetKindColumn | undefined;
  /** The period of placement; the operator's list has none. */
  readonly from?: Date;
  readonly to?: Date;
  readonly limit: number;
  readonly powerOnly?: boolean;
  /** The operator sees cleared bets too. */
  readonly withCleared?: boolean;
}

/** The history's reads and the player's clearing of it. */
export class HistoryRepository {
  list(db: Db, query: HistoryQuery): Promise<BetRow[]> {
    if (query.statuses.length === 0) return Promise.resolve([]);
    let select = db
      .selectFrom('bets')
      .selectAll()
      .where('user_id', '=', query.userId)
      .where('status', 'in', query.statuses);
    if (query.from) select = select.where('placed_at', '>=', query.from);
    if (query.to) select = select.where('placed_at', '<=', query.to);
    if (!query.withCleared) select = select.where('hidden_at', 'is', null);
    if (query.kind) select = select.where('kind', '=', query.kind);
    if (query.powerOnly) select = select.where('boost_kind', '=', 'power');
    return select.orderBy('placed_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
  }

  async clear(db: Db, userId: number, before: Date, at: Date): Promise<number> {
    const result = await db
      .updateTable('bets')
      .set({ hidden_at: at })
      .where('user_id', '=', userId)
      .where('hidden_at', 'is', null)
      .where('status', 'in', ['won', 'lost', 'refund', 'sold', 'refused'])
      .where('placed_at', '<=', before)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
