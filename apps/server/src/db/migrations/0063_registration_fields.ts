import { sql, type Kysely } from 'kysely';

/**
 * Operator-edited registration field sets, one per type and optionally partner and country (nulls mean any),
 * and the region and city lists of the registration form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table registration_field_sets (
      id integer generated always as identity primary key,
      reg_type text not null,
      partner_id integer,
      country_iso char(2) check (country_iso ~ '^[A-Z]{2}$'),
      fields jsonb not null check (jsonb_typeof(fields) = 'array'),
      updated_at timestamptz not null,
      updated_by text,
      unique nulls not distinct (reg_type, partner_id, country_iso)
    )`.execute(db);
  await sql`
    create table geo_regions (
      id integer primary key,
      country_id integer not null,
      names jsonb not null,
      position integer not null
    )`.execute(db);
  await sql`create index geo_regions_country_idx on geo_regions (country_id, position)`.execute(db);
  await sql`
    create table geo_cities (
      id integer primary key,
      region_id integer not null references geo_regions (id),
      names jsonb not null,
      position integer not null
    )`.execute(db);
  await sql`create index geo_cities_region_idx on geo_cities (region_id, position)`.execute(db);
}
