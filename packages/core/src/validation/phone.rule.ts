import { parsePhoneNumberWithError, isSupportedCountry } from 'libphonenumber-js/min';
import { PHONE_VALIDATION_LENGTH } from '../constants/phone.constants';
import { VALIDATION_MESSAGE_KEYS as KEYS } from '../constants/validation-message.constants';
import { maskSlotCount } from '../input/mask';
import { isCallingCode } from './calling-code';
import { isFirstDigitAllowed } from './phone-first-digit';
import { phonePossibleLength, type PhonePossibleLength } from './phone-library';

/** The phone value of spec section 3: the country picked in the dropdown and the number typed after it. */
export interface PhoneValue {
  /** ISO country code (the client lowercases it). */
  readonly countryCode?: string;
  readonly countryId?: number;
  readonly fullPhone?: string;
  readonly phoneCode?: string;
  readonly phoneNum: string;
}

export interface PhoneRuleOptions {
  /** ISO country of a number typed without `+`; a PhoneValue or a `+` number names its own. */
  readonly country?: string;
  /** The country's phone mask bounds (Min, Max); default 6 and, without a mask, 20 digits. */
  readonly min?: number;
  readonly max?: number;
  /** The country's phone mask; its digit slots are the maximum when `max` is absent. */
  readonly mask?: string;
}

const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/;

const LENGTH_KEYS: Record<Exclude<PhonePossibleLength, 'IS_POSSIBLE'>, string> = {
  TOO_SHORT: KEYS.phoneMinLength,
  TOO_LONG: KEYS.phoneMaxLength,
  INVALID_LENGTH: KEYS.phoneInvalid,
};

/**
 * Checks a phone number (VAL-12, VAL-13): the digits after the country code must number at least `min`
 * (`phone_min_length`) and at most `max` (`validation_phone_max_length`), start with a digit the country
 * allows, and, for a country the phone library knows, have a length the country uses.
 */
export function checkPhone(value: string | PhoneValue, options: PhoneRuleOptions = {}): string | undefined {
  const phone = readPhone(value, options.country);
  if (!phone) return KEYS.phoneInvalid;
  const min = options.min ?? PHONE_VALIDATION_LENGTH.min;
  const max = options.max ?? (options.mask ? maskSlotCount(options.mask) : PHONE_VALIDATION_LENGTH.max);
  if (phone.digits.length < min) return KEYS.phoneMinLength;
  if (phone.digits.length > max) return KEYS.phoneMaxLength;
  if (!isFirstDigitAllowed(phone.country, phone.digits)) return KEYS.phoneFirstDigit;
  if (!phone.country || !isSupportedCountry(phone.country)) return undefined;
  const verdict = phonePossibleLength(phone.digits, phone.country);
  return verdict === 'IS_POSSIBLE' ? undefined : LENGTH_KEYS[verdict];
}

function readPhone(
  value: string | PhoneValue,
  country?: string,
): { digits: string; country?: string } | undefined {
  const text = typeof value === 'string' ? value : value.phoneNum;
  if (!PHONE_CHARACTERS.test(text)) return undefined;
  if (typeof value !== 'string' && value.phoneCode && !isCallingCode(value.phoneCode)) return undefined;
  const named = typeof value === 'string' ? country : (value.countryCode ?? country);
  if (!text.startsWith('+')) return { digits: text.replace(/\D/g, ''), country: named?.toUpperCase() };
  try {
    const parsed = parsePhoneNumberWithError(text);
    return { digits: parsed.nationalNumber, country: parsed.country };
  } catch {
    return undefined;
  }
}
