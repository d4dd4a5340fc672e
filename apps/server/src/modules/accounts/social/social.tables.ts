import type { ColumnType } from 'kysely';

export interface SocialIdentitiesTable {
  provider: string;
  subject: string;
  user_id: number;
  email: string | null;
  display_name: string | null;
  created_at: Date;
  last_login_at: Date | null;
}

/** The values a social registration started with (country, currency), kept until the provider answers. */
export interface SocialRegistrationValues {
  readonly countryId?: number;
  readonly currencyId?: number;
  readonly language?: string;
}

export interface SocialLoginStatesTable {
  state: string;
  provider: string;
  code_verifier: string | null;
  return_url: string | null;
  link_user_id: number | null;
  registration: ColumnType<SocialRegistrationValues | null, string | null, never>;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface SocialTables {
  social_identities: SocialIdentitiesTable;
  social_login_states: SocialLoginStatesTable;
}
