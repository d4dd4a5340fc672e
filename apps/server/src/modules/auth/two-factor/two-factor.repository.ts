import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database';

export class TwoFactorRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(userId: number) {
    return this.db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async isEnabled(userId: number): Promise<boolean> {
    const row = await this.find(userId);
    return row?.enabled_at != null;
  }

  /** A fresh secret waiting for its first code; replaces an earlier unfinished set-up, never an enabled one. */
  async savePending(userId: number, secretEnc: string, at: Date): Promise<boolean> {
    const result = await this.db
      .insertInto('two_factor')
      .values({ user_id: userId, secret_enc: secretEnc, enabled_at: null, last_step: null, created_at: at })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ secret_enc: secretEnc, last_step: null, created_at: at })
          .where('two_factor.enabled_at', 'is', null),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * Accepts a code's time step once: true only when it is newer than the last accepted step, so a code
   * (or an older one) can never be used again, even by two requests at once. Enabling happens in the same
   * update when asked.
   */
  async claimStep(userId: number, step: number, options: { enable?: Date } = {}): Promise<boolean> {
    const result = await this.db
      .updateTable('two_factor')
      .set({ last_step: step, ...(options.enable ? { enabled_at: options.enable } : {}) })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_step', 'is', null), sql<boolean>`last_step < ${step}`]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(userId: number): Promise<void> {
    await this.db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
  }
}
