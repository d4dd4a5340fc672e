import { checkPassword } from '@sportsbook/core/registration/password-policy';
import { decodePassword } from '@sportsbook/core/registration/encoded-password';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import type { ValidationErrors } from '@sportsbook/core/errors/error-body';
import { AppError } from '../../platform/http/app-error';

/** Decodes the base64 password fields of a request, or throws the validation errors of those that are not. */
export function decodePasswordFields<K extends string>(fields: Record<K, string>): Record<K, string> {
  const errors: ValidationErrors = {};
  const decoded = {} as Record<K, string>;
  for (const [name, value] of Object.entries(fields) as [K, string][]) {
    const plain = decodePassword(value);
    if (plain === undefined) errors[name] = [ACCOUNT_MESSAGE_KEYS.notBase64];
    else decoded[name] = plain;
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return decoded;
}

/** The policy and the confirmation of a new password, as validation errors (empty when both pass). */
export function newPasswordErrors(password: string, confirmation: string): ValidationErrors {
  const errors: ValidationErrors = {};
  const policy = checkPassword(password);
  if (policy.length > 0) errors.password = policy;
  if (confirmation !== password) errors.password_confirmation = [VALIDATION_MESSAGE_KEYS.compare];
  return errors;
}
