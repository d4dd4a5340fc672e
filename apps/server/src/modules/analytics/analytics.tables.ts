import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** One collected analytics event (migration 0100). */
export interface AnalyticsEventTable {
  id: Generated<bigint>;
  received_at: Date;
  /** The event's own ts, as the client's (server-corrected) clock gave it. */
  client_ts: Date;
  device_uuid: string;
  /** The player whose session sent it, when logged in. */
  user_id: number | null;
  event_id: number;
  metrics: Json<Record<string, number | string>> | null;
  lang: string | null;
  /** M-Project-Id: which build of the site sent it. */
  project_id: string | null;
  page_url: string | null;
  referrer: string | null;
  window_width: number | null;
  screen_width: number | null;
  screen_height: number | null;
  /** The device's AB-test sids when the batch was sent. */
  sids: Json<(string | number)[]>;
}

export interface AnalyticsTables {
  analytics_events: AnalyticsEventTable;
}
