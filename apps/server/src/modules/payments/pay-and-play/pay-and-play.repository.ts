import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/database';
import type { PayAndPlayStartsTable } from '../payments.tables';

type Db = Kysely<Database>;
export type PayAndPlayStartRow = Selectable<PayAndPlayStartsTable>;

/** The only place with the SQL of pay-and-play starts. */
export class PayAndPlayRepository {
  insert(db: Db, row: Insertable<PayAndPlayStartsTable>): Promise<PayAndPlayStartRow> {
    return db.insertInto('pay_and_play_starts').values(row).returningAll().executeTakeFirstOrThrow();
  }

  find(db: Db, id: bigint): Promise<PayAndPlayStartRow | undefined> {
    return db.selectFrom('pay_and_play_starts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  lock(trx: Db, id: bigint): Promise<PayAndPlayStartRow | undefined> {
    return trx
      .selectFrom('pay_and_play_starts')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  update(db: Db, id: bigint, changes: Updateable<PayAndPlayStartsTable>): Promise<PayAndPlayStartRow> {
    return db
      .updateTable('pay_and_play_starts')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Refused starts whose payment the provider has not been asked to refund yet. */
  unrefunded(db: Db, limit: number): Promise<PayAndPlayStartRow[]> {
    return db
      .selectFrom('pay_and_play_starts')
      .selectAll()
      .where('status', '=', 'refused')
      .where('refund_ref', 'is', null)
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
