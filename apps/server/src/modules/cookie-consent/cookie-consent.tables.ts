import type { Generated } from 'kysely';

/** One choice made in the cookie banner (migration 0099). */
export interface CookieConsentTable {
  id: Generated<bigint>;
  at: Date;
  /** COOKIE_CONSENT_LEVEL: 0 none, 1 functionality only, 2 marketing only, 3 all. */
  level: number;
  /** The player who chose, when logged in. */
  user_id: number | null;
  ip: string | null;
}

export interface CookieConsentTables {
  cookie_consents: CookieConsentTable;
}
