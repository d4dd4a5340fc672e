import { VALIDATION_MESSAGE_KEYS as KEYS } from '../constants/validation-message.constants';
import { checkEmail } from './email.rule';
import { isEmptyValue } from './empty-value';
import { checkPhone, type PhoneValue } from './phone.rule';
import type { Check, RuleSpec } from './rule-types';
import { optionalNumber, optionalString, readCount, readOptions, readPattern } from './rule-values';
import { checkSmsCode } from './sms-code.rule';
import { messageOf } from './text-rules';

/** `email`: the detailed e-mail keys of VAL-09, or the map's one message for every problem. */
export function emailRule(spec: RuleSpec): Check {
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const problem = typeof value === 'string' ? checkEmail(value)?.key : KEYS.emailInvalid;
    return problem && messageOf(spec, problem);
  };
}

/** `phone`: value `{ country?, min?, max?, mask? }`; the field holds a phone value or phone text. */
export function phoneRule(spec: RuleSpec): Check {
  const options = readOptions(spec, 'phone');
  const settings = {
    country: optionalString(options, 'country', 'phone'),
    min: optionalNumber(options, 'min', 'phone'),
    max: optionalNumber(options, 'max', 'phone'),
    mask: optionalString(options, 'mask', 'phone'),
  };
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const phone = typeof value === 'string' || isPhoneValue(value) ? value : undefined;
    const problem = phone === undefined ? KEYS.phoneInvalid : checkPhone(phone, settings);
    return problem && messageOf(spec, problem);
  };
}

function isPhoneValue(value: unknown): value is PhoneValue {
  return typeof value === 'object' && value !== null && typeof (value as PhoneValue).phoneNum === 'string';
}

/** `phoneConfirm`: value is the code length, or `{ length?, mask? }` with the mask as a pattern. */
export function phoneConfirmRule(spec: RuleSpec): Check {
  const isCount = typeof spec.value === 'number' || typeof spec.value === 'string';
  const options = isCount ? { length: readCount(spec, 'phoneConfirm') } : readOptions(spec, 'phoneConfirm');
  const length = optionalNumber(options, 'length', 'phoneConfirm');
  const mask = options.mask === undefined ? undefined : readPattern(options.mask, 'phoneConfirm');
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const problem =
      typeof value === 'string' ? checkSmsCode(value, { length, mask }) : KEYS.authIncorrectCode;
    return problem && messageOf(spec, problem);
  };
}
