import { sql, type Kysely } from 'kysely';

/**
 * Partners (brands) and their configuration layers. A layer is a JSON patch for one partner and optionally one
 * country and one language; at most one layer per combination (nulls count as equal).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table partners (
      id integer primary key check (id > 0),
      name text not null,
      domain text not null,
      ref_id integer not null check (ref_id >= 0),
      group_id integer not null check (group_id >= 0),
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table site_config_layers (
      id integer generated always as identity primary key,
      partner_id integer not null references partners (id) on delete cascade,
      country_iso char(2) check (country_iso ~ '^[A-Z]{2}$'),
      language char(2) check (language ~ '^[a-z]{2}$'),
      patch jsonb not null check (jsonb_typeof(patch) = 'object'),
      updated_at timestamptz not null,
      updated_by text,
      unique nulls not distinct (partner_id, country_iso, language)
    )`.execute(db);
}
