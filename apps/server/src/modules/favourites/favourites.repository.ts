import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { FavouriteKind } from './favourites.tables';

export interface FavouriteRow {
  readonly kind: FavouriteKind;
  readonly itemId: number;
  readonly createdAt: Date;
}

/** Namespace of the advisory locks that serialise one player's favourite edits (a limit check and its insert). */
const FAVOURITES_LOCK = 30_001;

/** The only place with the favourites' SQL. */
export class FavouritesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: number, kind?: FavouriteKind): Promise<FavouriteRow[]> {
    let query = this.db
      .selectFrom('favourite_items')
      .select(['kind', 'item_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('item_id', 'desc');
    if (kind) query = query.where('kind', '=', kind);
    const rows = await query.execute();
    return rows.map((row) => ({ kind: row.kind, itemId: row.item_id, createdAt: row.created_at }));
  }

  /**
   * Adds the ids the player does not have yet, as long as the kind then holds at most `max`; returns the
   * number it would hold, and writes nothing when that is over `max`.
   */
  async addWithin(userId: number, kind: FavouriteKind, ids: readonly number[], max: number, at: Date) {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${FAVOURITES_LOCK}, ${userId})`.execute(trx);
      const existing = await trx
        .selectFrom('favourite_items')
        .select('item_id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .execute();
      const have = new Set(existing.map((row) => row.item_id));
      const fresh = ids.filter((id) => !have.has(id));
      const total = have.size + fresh.length;
      if (total > max || fresh.length === 0) return { total, added: total > max ? [] : fresh };
      // Later ids in the list count as added later, so a migrated list keeps its order.
      const rows = fresh.map((id, index) => ({
        user_id: userId,
        kind,
        item_id: id,
        created_at: new Date(at.getTime() + index),
      }));
      await trx.insertInto('favourite_items').values(rows).execute();
      return { total, added: fresh };
    });
  }

  async remove(userId: number, kind: FavouriteKind, ids?: readonly number[]): Promise<void> {
    let query = this.db.deleteFrom('favourite_items').where('user_id', '=', userId).where('kind', '=', kind);
    if (ids) {
      if (ids.length === 0) return;
      query = query.where('item_id', 'in', ids);
    }
    await query.execute();
  }
}
