import { sql, type Kysely } from 'kysely';

/**
 * Social sign-in: the identities linked to players, and the short-lived single-use states of sign-ins under
 * way (the OAuth state with its PKCE verifier, or the nonce a wallet signs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table social_identities (
      provider text not null,
      subject text not null,
      user_id integer not null references users (id),
      email text,
      display_name text,
      created_at timestamptz not null,
      last_login_at timestamptz,
      primary key (provider, subject)
    )`.execute(db);
  await sql`create index social_identities_user_idx on social_identities (user_id)`.execute(db);
  await sql`
    create table social_login_states (
      state text primary key,
      provider text not null,
      code_verifier text,
      return_url text,
      link_user_id integer references users (id),
      registration jsonb,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index social_login_states_expires_idx on social_login_states (expires_at)`.execute(db);
}
