import { sql, type Kysely } from 'kysely';

/**
 * Accounts issue, auth side: what a player's account records besides the foundation's columns, the auth
 * event log, per-address failure counters, and one-time secrets (SMS and e-mail codes, reset and activation
 * links, frame-token ids), which are kept only as keyed hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column login_name text unique,
      add column email_confirmed_at timestamptz,
      add column phone_confirmed_at timestamptz,
      add column password_changed_at timestamptz,
      add column registration_type text,
      add column partner_id integer not null default 1,
      add column blocked_reason text,
      add column activation_popup_shown_at timestamptz`.execute(db);
  await sql`
    alter table sessions
      add column login_kind text,
      add column idle_timeout_ms integer check (idle_timeout_ms > 0)`.execute(db);
  await sql`create index sessions_live_user_idx on sessions (user_id) where ended_at is null`.execute(db);
  await sql`
    create table auth_events (
      id bigint generated always as identity primary key,
      user_id integer references users (id),
      kind text not null,
      login_kind text,
      session_id uuid,
      ip text,
      user_agent text,
      detail jsonb,
      at timestamptz not null
    )`.execute(db);
  await sql`create index auth_events_user_idx on auth_events (user_id, id desc)`.execute(db);
  await sql`
    create table auth_throttle (
      key text primary key,
      failures integer not null,
      window_started_at timestamptz not null,
      locked_until timestamptz
    )`.execute(db);
  await sql`
    create table one_time_secrets (
      id uuid primary key,
      seq bigint generated always as identity,
      purpose text not null,
      target text not null,
      user_id integer references users (id),
      secret_hash text not null,
      attempts integer not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      confirmed_at timestamptz,
      used_at timestamptz
    )`.execute(db);
  await sql`create index one_time_secrets_target_idx on one_time_secrets (purpose, target, seq desc)`.execute(
    db,
  );
  await sql`create index one_time_secrets_hash_idx on one_time_secrets (purpose, secret_hash)`.execute(db);
}
