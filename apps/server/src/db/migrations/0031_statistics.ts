import { sql, type Kysely } from 'kysely';

/**
 * Statistics (statistics module): the results of the feed's finished games, kept after the feed archives
 * them, and the frozen basis of each championship's generated history (when it starts and which teams play),
 * so every process and every restart derives the same past seasons.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stat_results (
      game_id integer primary key,
      sport_id integer not null,
      champ_id integer not null,
      home_team_id integer not null,
      away_team_id integer not null,
      start_at timestamptz not null,
      home_score integer not null check (home_score >= 0),
      away_score integer not null check (away_score >= 0),
      periods jsonb not null,
      recorded_at timestamptz not null
    )`.execute(db);
  await sql`create index stat_results_home_idx on stat_results (home_team_id, start_at desc)`.execute(db);
  await sql`create index stat_results_away_idx on stat_results (away_team_id, start_at desc)`.execute(db);
  await sql`create index stat_results_champ_idx on stat_results (champ_id, start_at)`.execute(db);
  await sql`
    create table stat_champ_history (
      champ_id integer primary key,
      anchor_at timestamptz not null,
      team_ids jsonb not null check (jsonb_typeof(team_ids) = 'array')
    )`.execute(db);
}
