import { idFromTwoLetterCode, twoLetterCodeFromId } from './two-letter-id';

/** Country id from ISO 3166 alpha-2 (case-insensitive); see two-letter-id.ts for the rule. */
export function countryIdFromIso(iso2: string): number {
  return idFromTwoLetterCode(iso2);
}

/** Upper-case ISO alpha-2 of a country id. */
export function isoFromCountryId(id: number): string {
  return twoLetterCodeFromId(id);
}

/** Language id from an ISO 639-1 code (case-insensitive). */
export function languageIdFromCode(code: string): number {
  return idFromTwoLetterCode(code);
}

const LOCALE_CODE = /^([a-z]{2})_([A-Z]{2})$/;

/**
 * Locale id for `language_REGION` (`en_GB`): language id * 1000 + country id, so it is as stable as its parts
 * and reads back without a table.
 */
export function localeIdFromCode(code: string): number {
  const match = LOCALE_CODE.exec(code);
  if (!match) throw new RangeError(`Not a language_REGION locale code: ${code}`);
  return languageIdFromCode(match[1]!) * 1000 + countryIdFromIso(match[2]!);
}

/**
 * Fiat currencies use their ISO 4217 numeric code as id (USD 840, KZT 398): official and never reused.
 * Crypto coins have no ISO number; they take ids from this reserved block upwards, in a fixed order.
 */
export const CRYPTO_CURRENCY_ID_BASE = 5000;
