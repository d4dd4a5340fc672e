import { sql, type Kysely } from 'kysely';

/**
 * The embedded odds feed (the trading engine): its world (sports, championships, teams, players), games with
 * their published document and the engine's private state, the feed's sequence, and settlement events.
 * `feed_state.epoch` fences writes to the current leader: each takeover bumps it, and a write from an
 * older leader finds no row to update.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table feed_state (
      id smallint primary key check (id = 1),
      seq bigint not null check (seq >= 0),
      epoch integer not null check (epoch >= 0),
      next_game_id integer not null,
      world_size text not null,
      world_seed bigint not null,
      speed double precision check (speed > 0),
      margins jsonb,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create table feed_sports (id integer primary key, sort integer not null, data jsonb not null)`.execute(
    db,
  );
  await sql`
    create table feed_champs (
      id integer primary key,
      sport_id integer not null,
      data jsonb not null,
      plan jsonb not null,
      next_index bigint not null
    )`.execute(db);
  await sql`create table feed_teams (id integer primary key, sport_id integer not null, data jsonb not null)`.execute(
    db,
  );
  await sql`
    create table feed_players (
      id integer primary key,
      team_id integer not null references feed_teams (id),
      data jsonb not null
    )`.execute(db);
  await sql`create index feed_players_team on feed_players (team_id)`.execute(db);
  await sql`
    create table feed_games (
      id integer primary key,
      sport_id integer not null,
      champ_id integer not null references feed_champs (id),
      status text not null check (status in ('line', 'live', 'finished', 'cancelled', 'archived')),
      start_at timestamptz not null,
      finished_at timestamptz,
      game json not null,
      engine json not null,
      seq bigint not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index feed_games_status on feed_games (status, start_at)`.execute(db);
  await sql`create index feed_games_champ on feed_games (champ_id, start_at)`.execute(db);
  await sql`
    create table feed_settlements (
      id bigint generated always as identity primary key,
      seq bigint not null,
      game_id integer not null references feed_games (id),
      sub_game_id integer,
      market_key text not null,
      g integer not null,
      t integer not null,
      p double precision,
      outcome text not null check (outcome in ('won', 'lost', 'void', 'half-won', 'half-lost')),
      corrected boolean not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index feed_settlements_seq on feed_settlements (seq)`.execute(db);
  await sql`create index feed_settlements_game on feed_settlements (game_id, seq)`.execute(db);
}
