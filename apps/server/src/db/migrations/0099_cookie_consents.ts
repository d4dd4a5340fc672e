import { sql, type Kysely } from 'kysely';

/**
 * The cookie consent log (CFG-27, `api-v3/v1/user/agreement-with-cookies/log`): one row per choice a visitor
 * made in the cookie banner, kept as the record of what was agreed, when, and by whom when logged in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cookie_consents (
      id bigint generated always as identity primary key,
      at timestamptz not null,
      level smallint not null check (level between 0 and 3),
      user_id integer references users (id),
      ip text
    )`.execute(db);
}
