import type { ColumnType, Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  phone: string | null;
  password_hash: string;
  name: string | null;
  surname: string | null;
  country_id: number | null;
  language: Generated<string>;
  status: Generated<'active' | 'blocked'>;
  failed_logins: Generated<number>;
  locked_until: Date | null;
  created_at: Date;
  updated_at: Date;
  /** The player's own login ("change login"), lower-cased. */
  login_name: Generated<string | null>;
  email_confirmed_at: Generated<Date | null>;
  phone_confirmed_at: Generated<Date | null>;
  password_changed_at: Generated<Date | null>;
  registration_type: Generated<string | null>;
  partner_id: Generated<number>;
  blocked_reason: Generated<string | null>;
  activation_popup_shown_at: Generated<Date | null>;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: number;
  remember: boolean;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
  login_kind: Generated<string | null>;
  /** Set when the licence enables auto logoff: a session idle longer is refused and ended. */
  idle_timeout_ms: Generated<number | null>;
}

export interface AuthEventsTable {
  id: Generated<bigint>;
  user_id: number | null;
  kind: string;
  login_kind: string | null;
  session_id: string | null;
  ip: string | null;
  user_agent: string | null;
  detail: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  at: Date;
}

export interface AuthThrottleTable {
  key: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

export interface OneTimeSecretsTable {
  id: string;
  /** Issue order: the newest secret of a target wins even when two share a timestamp. */
  seq: Generated<bigint>;
  purpose: string;
  target: string;
  user_id: number | null;
  secret_hash: string;
  attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
  confirmed_at: Date | null;
  used_at: Date | null;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  auth_events: AuthEventsTable;
  auth_throttle: AuthThrottleTable;
  one_time_secrets: OneTimeSecretsTable;
}
