import { sql, type Kysely } from 'kysely';

/** Puzzle captcha challenges: the piece's place, kept server-side; one answer per challenge. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table captcha_challenges (
      id text primary key,
      answer_x integer not null,
      answer_y integer not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index captcha_challenges_expires_idx on captcha_challenges (expires_at)`.execute(db);
}
