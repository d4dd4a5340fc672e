import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

type Db = Kysely<Database>;

/** The only place with the SQL of idempotency_keys. */
export class IdempotencyRepository {
  /**
   * Claims the key for this transaction. While another transaction holds an uncommitted claim, PostgreSQL makes
   * this insert wait for it: after its commit the claim is theirs (false), after its rollback it is ours (true).
   */
  async claim(trx: Db, row: { scope: string; key: string; fingerprint: string; at: Date }): Promise<boolean> {
    const result = await trx
      .insertInto('idempotency_keys')
      .values({
        scope: row.scope,
        key: row.key,
        fingerprint: row.fingerprint,
        response: null,
        created_at: row.at,
      })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows === 1n;
  }

  async find(trx: Db, scope: string, key: string) {
    return trx
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'response'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async saveResponse(trx: Db, scope: string, key: string, responseJson: string): Promise<void> {
    await trx
      .updateTable('idempotency_keys')
      .set({ response: responseJson })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  }

  async release(trx: Db, scope: string, key: string): Promise<void> {
    await trx.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
  }
}
