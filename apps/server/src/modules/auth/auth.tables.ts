import type { Generated } from 'kysely';

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
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
}
