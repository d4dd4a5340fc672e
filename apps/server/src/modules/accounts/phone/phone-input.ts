import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { phoneDigitsOf } from '@sportsbook/core/registration/phone-number-value';
import { isCallingCode } from '@sportsbook/core/validation/calling-code';
import { checkPhone } from '@sportsbook/core/validation/phone.rule';
import { AppError } from '../../../platform/http/app-error';

/** The calling code of a country given as digits (`7`, `+44`) or as an ISO code (`kz`); undefined otherwise. */
function callingCode(countryCode: unknown): string | undefined {
  if (typeof countryCode === 'number') return String(countryCode);
  if (typeof countryCode !== 'string') return undefined;
  const text = countryCode.trim();
  if (isCallingCode(text)) return text.replace('+', '');
  const iso = text.toUpperCase();
  return isSupportedCountry(iso) ? getCountryCallingCode(iso) : undefined;
}

/**
 * The international digits accounts store for a phone typed in a phone call: `+77011234567`, or national
 * digits with the country given apart. Refused in the spec's error shape under `field` when unreadable.
 */
export function readPhone(value: string, countryCode: unknown, field: string): string {
  const digits = phoneDigitsOf(value, callingCode(countryCode));
  const problem = digits ? checkPhone(`+${digits}`) : VALIDATION_MESSAGE_KEYS.required;
  if (!digits || problem)
    throw AppError.validation({ [field]: [problem ?? VALIDATION_MESSAGE_KEYS.phoneInvalid] });
  return digits;
}
