import type { Country, Currency, Language, Locale } from '@sportsbook/core/reference/reference.schema';
import { nameIn } from './data/localized-names';
import type { CountryRow, CurrencyRow, LanguageRow, LocaleRow } from './reference.repository';

/** Rows to the records of packages/core/src/reference, named in `lang` (English when untranslated). */

export function toCountry(row: CountryRow, lang?: string): Country {
  return {
    id: row.id,
    name: nameIn(row.names, lang),
    phoneCode: row.phone_code,
    code: row.iso2.toLowerCase(),
    iso2: row.iso2,
    iso3: row.iso3,
    numericCode: row.numeric_code,
  };
}

export function toCurrency(row: CurrencyRow, lang?: string): Currency {
  return {
    id: row.id,
    code: row.code,
    symbol: row.symbol,
    name: nameIn(row.names, lang),
    decimals: row.decimals,
    isCrypto: row.is_crypto,
    hide: row.hide,
    coefficient: row.coefficient,
    minBetMinor: row.min_bet_minor === null ? null : Number(row.min_bet_minor),
  };
}

export function toLanguage(row: LanguageRow, lang?: string): Language {
  return {
    id: row.id,
    code: row.code,
    name: nameIn(row.names, lang),
    nativeName: row.native_name,
    rtl: row.rtl,
  };
}

export function toLocale(row: LocaleRow, lang?: string): Locale {
  return {
    id: row.id,
    code: row.code,
    languageCode: row.language_code,
    countryCode: row.country_code,
    name: nameIn(row.names, lang),
  };
}
