import { PHONE_COUNTRY_CODE_MAX_DIGITS } from '../constants/phone.constants';

const CALLING_CODE = new RegExp(`^\\+?\\d{1,${PHONE_COUNTRY_CODE_MAX_DIGITS}}$`);

/** A country calling code as typed: digits, at most three (CON-05), after an optional plus (`7`, `+998`). */
export function isCallingCode(text: string): boolean {
  return CALLING_CODE.test(text);
}
