import { sql, type Kysely } from 'kysely';

/**
 * Reference data: countries, currencies, languages and locales. Rows are seeded at start from maintained
 * packages (reference module); ids are ours and stable (see packages/core/src/reference/reference-ids.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ref_countries (
      id integer primary key,
      iso2 char(2) not null unique,
      iso3 char(3) not null unique,
      numeric_code char(3),
      phone_code text,
      names jsonb not null
    )`.execute(db);
  await sql`
    create table ref_currencies (
      id integer primary key,
      code text not null unique,
      numeric_code char(3),
      symbol text not null,
      decimals smallint not null check (decimals between 0 and 8),
      is_crypto boolean not null,
      names jsonb not null,
      coefficient double precision check (coefficient > 0),
      min_bet_minor bigint check (min_bet_minor >= 0),
      hide boolean not null,
      updated_at timestamptz not null,
      updated_by text,
      check (hide or (coefficient is not null and min_bet_minor is not null))
    )`.execute(db);
  await sql`
    create table ref_languages (
      id integer primary key,
      code char(2) not null unique,
      native_name text not null,
      rtl boolean not null,
      names jsonb not null
    )`.execute(db);
  await sql`
    create table ref_locales (
      id integer primary key,
      code text not null unique,
      language_code char(2) not null,
      country_code char(2) not null,
      names jsonb not null
    )`.execute(db);
}
