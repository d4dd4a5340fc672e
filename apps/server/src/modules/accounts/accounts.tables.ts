import type { ColumnType, Generated } from 'kysely';
import type { StoredField } from '@sportsbook/core/registration/field-set.schema';

/** A jsonb column: read as the value, written as its JSON text (pg would write an array as a SQL array). */
type Json<T> = ColumnType<T, string, string>;

export interface UserProfilesTable {
  user_id: number;
  /** Registration and account field values by field id (name, birthday, documents, address...). */
  fields: Json<Record<string, unknown>>;
  bonus_choice: number | null;
  bonus_code: string | null;
  registration_ip: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface UserSettingsTable {
  user_id: number;
  settings: Json<Record<string, unknown>>;
  updated_at: Date;
}

export interface UserMessagesTable {
  id: Generated<bigint>;
  user_id: number;
  type: string;
  title: string;
  body: string;
  created_at: Date;
  read_at: Date | null;
}

export type AccountRequestKind = 'admin_request' | 'idea' | 'block_appeal';

export interface AccountRequestsTable {
  id: Generated<bigint>;
  user_id: number | null;
  kind: AccountRequestKind;
  payload: Json<Record<string, unknown>>;
  created_at: Date;
}

export interface SupportPinsTable {
  user_id: number;
  pin_hash: string;
  issued_at: Date;
  expires_at: Date;
}

export interface AccountsConfigTable {
  partner_id: number;
  key: string;
  value: Json<unknown>;
  updated_at: Date;
  updated_by: string | null;
}

export interface RegistrationFieldSetsTable {
  id: Generated<number>;
  reg_type: string;
  partner_id: number | null;
  country_iso: string | null;
  fields: Json<StoredField[]>;
  updated_at: Date;
  updated_by: string | null;
}

export interface GeoRegionsTable {
  id: number;
  country_id: number;
  names: Json<Record<string, string>>;
  position: number;
}

export interface GeoCitiesTable {
  id: number;
  region_id: number;
  names: Json<Record<string, string>>;
  position: number;
}

export interface AccountsTables {
  user_profiles: UserProfilesTable;
  user_settings: UserSettingsTable;
  user_messages: UserMessagesTable;
  account_requests: AccountRequestsTable;
  support_pins: SupportPinsTable;
  accounts_config: AccountsConfigTable;
  registration_field_sets: RegistrationFieldSetsTable;
  geo_regions: GeoRegionsTable;
  geo_cities: GeoCitiesTable;
}
