import { parsePhoneNumberWithError, type PhoneNumberType } from 'libphonenumber-js/max';
import { phoneCountry } from './phone-library';

/**
 * Number types the library tells apart (VAL-14 names the first eight). Telling them apart needs the
 * library's full metadata, so this lives apart from the length checks and is loaded only where used.
 */
export const PHONE_NUMBER_TYPES = [
  'MOBILE',
  'FIXED_LINE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'FIXED_LINE_OR_MOBILE',
  'UAN',
  'VOICEMAIL',
] as const satisfies readonly PhoneNumberType[];

/** The type of a national number in a country, or undefined when the number matches no type. */
export function phoneNumberType(nationalNumber: string, country: string): PhoneNumberType | undefined {
  return parsePhoneNumberWithError(nationalNumber, phoneCountry(country)).getType();
}
