import { randomInt } from 'node:crypto';
import { checkPassword } from '@sportsbook/core/registration/password-policy';

/** Keys of the submit body that are not form values. */
export const SUBMIT_META_KEYS = new Set(['type', 'partner', 'bonus', 'remember_auth', 'country', 'lng']);

/** Form values that live elsewhere than the profile (the user row, the wallet, the secrets) or not at all. */
export const NOT_IN_PROFILE = new Set([
  'email',
  'phone',
  'tel_code',
  'country_code',
  'name',
  'surname',
  'country_id',
  'currency_id',
  'password',
  'password_again',
  'phone_confirmation',
  'phone_code_button',
  'regRules',
  'regPolitics',
  'agree-policy',
  'google_captcha_response',
  'custom_captcha',
  'custom_captcha_id',
  'custom_captcha_value',
  'receive_news',
  'receive_res',
]);

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The one-click password: 10 characters without look-alikes (l, 1, O, 0), passing the password policy. */
export function generatePassword(): string {
  for (;;) {
    const password = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (checkPassword(password).length === 0) return password;
  }
}

/** A flag as the form sends it: true, 1, 'true', '1' or 'on'. */
export function isTicked(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1' || value === 'on';
}

/** An id typed or picked in the form: a positive integer, or undefined. */
export function idValue(value: unknown): number | undefined {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function textValue(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
