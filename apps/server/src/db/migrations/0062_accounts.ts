import { sql, type Kysely } from 'kysely';

/**
 * The account area: registration data of a player (field id -> value), settings, inbox, requests to the
 * operator (admin requests, ideas, block appeals), the support PIN, and the operator's accounts documents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_profiles (
      user_id integer primary key references users (id),
      fields jsonb not null default '{}' check (jsonb_typeof(fields) = 'object'),
      bonus_choice integer,
      bonus_code text,
      registration_ip text,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table user_settings (
      user_id integer primary key references users (id),
      settings jsonb not null default '{}' check (jsonb_typeof(settings) = 'object'),
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table user_messages (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id),
      type text not null,
      title text not null,
      body text not null,
      created_at timestamptz not null,
      read_at timestamptz
    )`.execute(db);
  await sql`create index user_messages_user_idx on user_messages (user_id, id desc)`.execute(db);
  await sql`
    create table account_requests (
      id bigint generated always as identity primary key,
      user_id integer references users (id),
      kind text not null check (kind in ('admin_request', 'idea', 'block_appeal')),
      payload jsonb not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`
    create table support_pins (
      user_id integer primary key references users (id),
      pin_hash text not null,
      issued_at timestamptz not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`
    create table accounts_config (
      partner_id integer not null,
      key text not null,
      value jsonb not null,
      updated_at timestamptz not null,
      updated_by text,
      primary key (partner_id, key)
    )`.execute(db);
}
