import { VALIDATION_MESSAGE_KEYS } from '../constants/validation-message.constants';
import { checkValue, compileRules } from '../validation/rule-engine';
import type { ValidationMap } from '../validation/rule-types';
import { ACCOUNT_MESSAGE_KEYS } from './registration-message-keys';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/**
 * The password policy (ours; the spec names only the `password_available_symbols` key): 8 to 64 printable
 * ASCII characters without spaces, at least one letter and one digit. Registration field maps carry it, and
 * the server applies it to every new password whatever a map says.
 */
export const PASSWORD_RULES: ValidationMap = {
  required: {},
  minLength: { value: PASSWORD_MIN_LENGTH },
  maxLength: { value: PASSWORD_MAX_LENGTH },
  match: {
    value: [
      { value: '^[\\x21-\\x7E]+$', message: VALIDATION_MESSAGE_KEYS.availableSymbols },
      { value: '[A-Za-z]', message: ACCOUNT_MESSAGE_KEYS.passwordWeak },
      { value: '\\d', message: ACCOUNT_MESSAGE_KEYS.passwordWeak },
    ],
  },
};

const compiled = compileRules(PASSWORD_RULES);

/** The message keys a new password fails; empty when it is acceptable. */
export function checkPassword(password: unknown): string[] {
  return checkValue(password, compiled, { values: {} });
}
