import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

export interface OneClickSettings {
  readonly currency: string;
  readonly stakeMinor: bigint;
  readonly policy: 0 | 1 | 2;
}

/** The player's stored one-click stake and price policy. */
export class OneClickRepository {
  async get(db: Kysely<Database>, userId: number): Promise<OneClickSettings | null> {
    const row = await db
      .selectFrom('one_click_settings')
      .select(['currency', 'stake', 'policy'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? { currency: row.currency, stakeMinor: row.stake, policy: row.policy as 0 | 1 | 2 } : null;
  }

  async put(db: Kysely<Database>, userId: number, settings: OneClickSettings, at: Date): Promise<void> {
    const row = {
      currency: settings.currency,
      stake: settings.stakeMinor,
      policy: settings.policy,
      updated_at: at,
    };
    await db
      .insertInto('one_click_settings')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
  }

  async remove(db: Kysely<Database>, userId: number): Promise<void> {
    await db.deleteFrom('one_click_settings').where('user_id', '=', userId).execute();
  }
}
