import { VALIDATION_MESSAGE_KEYS } from '../constants/validation-message.constants';
import { isEmptyValue } from './empty-value';
import { checkName } from './name.rule';
import type { ValidationMap } from './rule-types';
import type { CustomValidator } from './text-rules';

const personName: CustomValidator = (value) => {
  if (isEmptyValue(value)) return undefined;
  return typeof value === 'string' ? checkName(value) : VALIDATION_MESSAGE_KEYS.availableSymbols;
};

/**
 * Rules a field has because of what it is, whatever the server's map says (spec section 5), so the server
 * re-validates them even when a configuration leaves them out (VAL-20). The map's own entry of the same
 * rule type wins, so the operator can still change a message or a bound.
 */
export const DEFAULT_FIELD_RULES: Readonly<Record<string, ValidationMap>> = {
  email: { email: {} },
  partner_email: { email: {} },
  name: { custom: { value: personName } },
  surname: { custom: { value: personName } },
  password_again: { compare: { value: 'password' } },
  password_confirmation: { compare: { value: 'password' } },
  answer_repeat: { compare: { value: 'answer' } },
};
