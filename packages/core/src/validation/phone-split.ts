import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * An international number as typed (`+49 151 …`, the plus optional) split into its calling code and national
 * number, the shape of v3 phone-number/update { phone, country_code }; undefined when it cannot be read.
 */
export function splitInternationalPhone(
  typed: string,
): { countryCode: string; nationalNumber: string } | undefined {
  const text = typed.trim();
  const parsed = parsePhoneNumberFromString(text.startsWith('+') ? text : `+${text}`);
  return parsed
    ? { countryCode: parsed.countryCallingCode, nationalNumber: parsed.nationalNumber }
    : undefined;
}
