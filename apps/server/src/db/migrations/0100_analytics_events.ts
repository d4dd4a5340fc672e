import { sql, type Kysely } from 'kysely';

/**
 * The analytics collector's store (ANA-03, event.json): one row per event of an accepted batch, with what the
 * batch said about the page and device. No foreign key to users: events outlive the rows they mention, and
 * the collector takes bursts without checking another table. The summary reads by time, hence the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table analytics_events (
      id bigint generated always as identity primary key,
      received_at timestamptz not null,
      client_ts timestamptz not null,
      device_uuid uuid not null,
      user_id integer,
      event_id integer not null,
      metrics jsonb,
      lang text,
      project_id text,
      page_url text,
      referrer text,
      window_width integer,
      screen_width integer,
      screen_height integer,
      sids jsonb not null
    )`.execute(db);
  await sql`create index analytics_events_received_at on analytics_events (received_at)`.execute(db);
}
