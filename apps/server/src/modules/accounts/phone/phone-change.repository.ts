import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

export interface PendingPhoneChange {
  readonly newPhone: string;
  readonly codeChecked: boolean;
}

/** The only SQL on phone_changes: one pending change per player, replaced by a new start. */
export class PhoneChangeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async start(userId: number, newPhone: string, at: Date, expiresAt: Date): Promise<void> {
    const row = {
      new_phone: newPhone,
      code_checked_at: null,
      answer_attempts: 0,
      created_at: at,
      expires_at: expiresAt,
    };
    await this.db
      .insertInto('phone_changes')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
  }

  async live(userId: number, now: Date): Promise<PendingPhoneChange | undefined> {
    const row = await this.db
      .selectFrom('phone_changes')
      .select(['new_phone', 'code_checked_at'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row && { newPhone: row.new_phone, codeChecked: row.code_checked_at !== null };
  }

  async markCodeChecked(userId: number, at: Date, trx: Kysely<Database>): Promise<void> {
    await trx
      .updateTable('phone_changes')
      .set({ code_checked_at: at })
      .where('user_id', '=', userId)
      .execute();
  }

  /** Counts a wrong answer; at `max` the change is dropped. Answers the attempts so far. */
  async countWrongAnswer(userId: number, max: number): Promise<number> {
    const row = await this.db
      .updateTable('phone_changes')
      .set((eb) => ({ answer_attempts: eb('answer_attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .returning('answer_attempts')
      .executeTakeFirst();
    const attempts = row?.answer_attempts ?? max;
    if (attempts >= max) await this.db.deleteFrom('phone_changes').where('user_id', '=', userId).execute();
    return attempts;
  }

  /** Takes the pending change of `newPhone` out; false when a concurrent request already did. */
  async take(userId: number, newPhone: string, trx: Kysely<Database>): Promise<boolean> {
    const rows = await trx
      .deleteFrom('phone_changes')
      .where('user_id', '=', userId)
      .where('new_phone', '=', newPhone)
      .returning('user_id')
      .execute();
    return rows.length > 0;
  }
}
