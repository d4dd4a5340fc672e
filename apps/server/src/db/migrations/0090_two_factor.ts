import { sql, type Kysely } from 'kysely';

/**
 * Authenticator (TOTP) two-factor per player. The secret is stored encrypted; enabled_at stays null while
 * set-up waits for the first code; last_step is the time step of the last accepted code, so no code is
 * accepted twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table two_factor (
      user_id integer primary key references users (id),
      secret_enc text not null,
      enabled_at timestamptz,
      last_step bigint,
      created_at timestamptz not null
    )`.execute(db);
}
