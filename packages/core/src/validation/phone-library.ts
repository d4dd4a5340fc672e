import {
  isSupportedCountry,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';
import { PHONE_EXTENSION_MAX_DIGITS } from '../constants/phone.constants';

/** The possible-length verdicts of spec section 5 (VAL-14). */
export type PhonePossibleLength = 'IS_POSSIBLE' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH';

/** The phone library's errors of spec section 8 (VAL-15), by the text the library throws them with. */
export const PHONE_LIBRARY_ERRORS = {
  INVALID_PHONE_OBJECT: 'Invalid phone number object passed',
  UNKNOWN_COUNTRY: 'Unknown country',
  MISSING_POSSIBLE_LENGTHS: 'Missing possibleLengths',
} as const;
export type PhoneLibraryErrorCode = keyof typeof PHONE_LIBRARY_ERRORS;

export class PhoneLibraryError extends Error {
  override readonly name = 'PhoneLibraryError';

  constructor(readonly code: PhoneLibraryErrorCode) {
    super(PHONE_LIBRARY_ERRORS[code]);
  }
}

/** Which of the library's errors `error` is; the library words some with extra detail or quotes. */
export function phoneLibraryErrorCode(error: unknown): PhoneLibraryErrorCode | undefined {
  if (error instanceof PhoneLibraryError) return error.code;
  const message = error instanceof Error ? error.message.replace(/"/g, '') : '';
  return (Object.keys(PHONE_LIBRARY_ERRORS) as PhoneLibraryErrorCode[]).find((code) =>
    message.includes(PHONE_LIBRARY_ERRORS[code]),
  );
}

/** The ISO country code in the library's spelling; throws `Unknown country` for one it does not know. */
export function phoneCountry(country: string): CountryCode {
  const upper = country.toUpperCase();
  if (!isSupportedCountry(upper)) throw new PhoneLibraryError('UNKNOWN_COUNTRY');
  return upper;
}

/**
 * Whether a national number (digits only, after the country code) has a length the country uses.
 * Throws `Invalid phone number object passed` for anything but digits and `Unknown country`.
 */
export function phonePossibleLength(nationalNumber: string, country: string): PhonePossibleLength {
  if (!/^\d+$/.test(nationalNumber)) throw new PhoneLibraryError('INVALID_PHONE_OBJECT');
  const verdict = validatePhoneNumberLength(nationalNumber, phoneCountry(country));
  if (verdict === undefined) return 'IS_POSSIBLE';
  // The library reads one or two digits as "not a number" before it looks at lengths.
  if (verdict === 'NOT_A_NUMBER') return 'TOO_SHORT';
  if (verdict === 'INVALID_COUNTRY') throw new PhoneLibraryError('UNKNOWN_COUNTRY');
  return verdict;
}

const E164 = /^\+[1-9]\d{1,14}$/;

/** E.164: a leading +, then the country code and number, 15 digits at most. */
export function isE164(text: string): boolean {
  return E164.test(text);
}

/** The E.164 form (`+79161234567`) of a national number in a country. */
export function toE164(nationalNumber: string, country: string): string {
  return parsePhoneNumberWithError(nationalNumber, phoneCountry(country)).number;
}

/** An extension is 1 to 20 digits. */
export function isValidPhoneExtension(extension: string): boolean {
  return new RegExp(`^\\d{1,${PHONE_EXTENSION_MAX_DIGITS}}$`).test(extension);
}
