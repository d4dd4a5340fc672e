import { sql, type Kysely } from 'kysely';

/**
 * The custom captcha's challenges (the answer kept server-side, one attempt each) and the vendor captcha
 * tokens already accepted, so a token passes once here whatever the vendor itself allows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table custom_captcha_challenges (
      id text primary key,
      answer text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index custom_captcha_challenges_expires_idx on custom_captcha_challenges (expires_at)`.execute(
    db,
  );
  await sql`
    create table captcha_used_tokens (
      token_hash text primary key,
      vendor text not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index captcha_used_tokens_expires_idx on captcha_used_tokens (expires_at)`.execute(db);
}
