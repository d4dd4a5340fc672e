import { sql, type Kysely } from 'kysely';

/**
 * A player's phone change in progress (spec section 7, v3 phone-number/update): the new number waiting for
 * its SMS code and the security answer. One per player; the change is applied, and the row deleted, in the
 * transaction that passes the last of the two checks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table phone_changes (
      user_id integer primary key references users (id),
      new_phone text not null,
      code_checked_at timestamptz,
      answer_attempts integer not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null
    )`.execute(db);
}
