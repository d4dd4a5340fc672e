import { VALIDATION_MESSAGE_KEYS as KEYS } from '../constants/validation-message.constants';

export interface SmsCodeOptions {
  /** The exact number of characters the code has; unchecked when absent. */
  readonly length?: number;
  /** Characters the code is made of; digits and Latin letters by default. */
  readonly mask?: RegExp;
}

const DIGITS_AND_LETTERS = /^[A-Za-z0-9]+$/;

/**
 * Checks a confirmation code (VAL-04, VAL-11): missing -> `auth_required_field`, wrong length ->
 * `equal_length`, characters outside the mask -> `auth_incorrect_code`.
 */
export function checkSmsCode(code: string, options: SmsCodeOptions = {}): string | undefined {
  if (code.trim() === '') return KEYS.authRequiredField;
  if (options.length !== undefined && code.length !== options.length) return KEYS.equalLength;
  if (!(options.mask ?? DIGITS_AND_LETTERS).test(code)) return KEYS.authIncorrectCode;
  return undefined;
}
