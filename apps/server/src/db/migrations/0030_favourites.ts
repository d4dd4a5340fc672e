import { sql, type Kysely } from 'kysely';

/**
 * Favourites and game subscriptions of players (favourites module). Ids of games, championships and teams
 * are the feed's; they are checked against the feed when added, not by foreign keys, since the feed's games
 * are archived while a favourite may outlive them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table favourite_items (
      user_id integer not null references users (id) on delete cascade,
      kind text not null check (kind in ('game', 'champ', 'team')),
      item_id integer not null check (item_id > 0),
      created_at timestamptz not null,
      primary key (user_id, kind, item_id)
    )`.execute(db);
  await sql`
    create table game_subscriptions (
      user_id integer not null references users (id) on delete cascade,
      game_id integer not null check (game_id > 0),
      event_type smallint not null check (event_type > 0),
      created_at timestamptz not null,
      primary key (user_id, game_id, event_type)
    )`.execute(db);
  await sql`create index game_subscriptions_game_idx on game_subscriptions (game_id, event_type)`.execute(db);
  // One row per player and event: every server process may detect the same event, the key makes it count once.
  await sql`
    create table game_notifications (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      game_id integer not null,
      event_type smallint not null,
      event_key text not null,
      payload jsonb not null,
      created_at timestamptz not null,
      read_at timestamptz,
      unique (user_id, game_id, event_key)
    )`.execute(db);
  await sql`create index game_notifications_user_idx on game_notifications (user_id, id desc)`.execute(db);
  await sql`create index game_notifications_created_idx on game_notifications (created_at)`.execute(db);
}
