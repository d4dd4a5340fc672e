import type { ColumnType } from 'kysely';
import type { LocalizedNames } from './data/localized-names';

/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface RefCountriesTable {
  id: number;
  iso2: string;
  iso3: string;
  numeric_code: string | null;
  phone_code: string | null;
  names: Json<LocalizedNames>;
}

export interface RefCurrenciesTable {
  id: number;
  code: string;
  numeric_code: string | null;
  symbol: string;
  decimals: number;
  is_crypto: boolean;
  names: Json<LocalizedNames>;
  coefficient: number | null;
  min_bet_minor: ColumnType<bigint | null, bigint | null, bigint | null>;
  hide: boolean;
  updated_at: Date;
  updated_by: string | null;
}

export interface RefLanguagesTable {
  id: number;
  code: string;
  native_name: string;
  rtl: boolean;
  names: Json<LocalizedNames>;
}

export interface RefLocalesTable {
  id: number;
  code: string;
  language_code: string;
  country_code: string;
  names: Json<LocalizedNames>;
}

export interface ReferenceTables {
  ref_countries: RefCountriesTable;
  ref_currencies: RefCurrenciesTable;
  ref_languages: RefLanguagesTable;
  ref_locales: RefLocalesTable;
}
