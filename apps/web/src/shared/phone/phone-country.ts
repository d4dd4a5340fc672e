import {
  PHONE_COUNTRY_CODE_MAX_DIGITS,
  PHONE_VALIDATION_LENGTH,
} from '@sportsbook/core/constants/phone.constants';
import { applyMask } from '@sportsbook/core/input/mask';
import { isFirstDigitAllowed } from '@sportsbook/core/validation/phone-first-digit';
import type { PhoneValue } from '@sportsbook/core/validation/phone.rule';

/** A phone country as the server lists it (UI-24). */
export interface ServerPhoneCountry {
  readonly id: number;
  readonly name: string;
  readonly country_code: string;
  readonly tel_code: string | number;
}

/** The dropdown's form of it: ISO code lowercased, calling code without its plus. */
export interface PhoneCountry {
  readonly id: number;
  readonly name: string;
  readonly code: string;
  readonly phoneCode: string;
}

/** A country's phone mask as the server lists it: the number's pattern and digit bounds. */
export interface PhoneMask {
  readonly CountryId: number;
  readonly Mask: string;
  readonly Max: number;
  readonly Min: number;
}

/** What the code part holds: a known country, or a calling code typed by hand that matches none. */
export interface PhoneCodeChoice {
  readonly country?: PhoneCountry;
  readonly phoneCode: string;
}

export const stripPlus = (code: string) => code.replace(/^\++/, '');
export const withPlus = (code: string) => (code ? `+${stripPlus(code)}` : '');

export function toPhoneCountry(country: ServerPhoneCountry): PhoneCountry {
  return {
    id: country.id,
    name: country.name,
    code: country.country_code.toLowerCase(),
    phoneCode: stripPlus(String(country.tel_code)),
  };
}

/** The code field takes digits only, at most three (UI-21); a typed plus is dropped and shown by the field. */
export function sanitisePhoneCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, PHONE_COUNTRY_CODE_MAX_DIGITS);
}

/** Countries whose calling code contains the typed digits (UI-22). */
export function countriesByCode(countries: readonly PhoneCountry[], digits: string): PhoneCountry[] {
  const code = sanitisePhoneCode(digits);
  return code ? countries.filter((country) => country.phoneCode.includes(code)) : [...countries];
}

/**
 * On closing the picker (UI-18): a typed code equal to the current country's keeps that country; another is
 * matched to a country with exactly that code (the visitor's own when several share it, as +7 and +1 are
 * shared), or kept as a bare code when no country has it.
 */
export function resolveTypedCode(
  countries: readonly PhoneCountry[],
  typed: string,
  current: PhoneCodeChoice,
  preferredCountryId?: number,
): PhoneCodeChoice {
  const code = sanitisePhoneCode(typed);
  if (!code || code === current.phoneCode) return current;
  const matches = countries.filter((country) => country.phoneCode === code);
  const match = matches.find((country) => country.id === preferredCountryId) ?? matches[0];
  return match ? { country: match, phoneCode: code } : { phoneCode: code };
}

export function maskOf(masks: readonly PhoneMask[], countryId: number | undefined): PhoneMask | undefined {
  return countryId === undefined ? undefined : masks.find((mask) => mask.CountryId === countryId);
}

/**
 * The digits a typed number keeps (UI-20, UI-21): at most the mask's Max (20 without a mask), and nothing at
 * all when the first digit is one the country does not allow (KZ only 6 or 7, RU only 9).
 */
export function acceptPhoneDigits(text: string, choice: PhoneCodeChoice, mask?: PhoneMask): string {
  const digits = text.replace(/\D/g, '').slice(0, mask?.Max ?? PHONE_VALIDATION_LENGTH.max);
  return isFirstDigitAllowed(choice.country?.code, digits) ? digits : '';
}

/** The number as shown: in the country's mask when it has one, plain digits otherwise. */
export function formatPhoneDigits(digits: string, mask?: PhoneMask): string {
  return mask?.Mask ? applyMask(mask.Mask, digits).masked : digits;
}

/** The phone value of spec section 3 (UI-24): fullPhone is digits only and phoneCode has no plus. */
export function toPhoneValue(choice: PhoneCodeChoice, phoneNum: string): PhoneValue {
  return {
    countryCode: choice.country?.code ?? '',
    countryId: choice.country?.id,
    phoneCode: choice.phoneCode,
    phoneNum,
    fullPhone: `${choice.phoneCode}${phoneNum}`.replace(/\D/g, ''),
  };
}
