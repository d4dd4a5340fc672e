import { emailRule, phoneConfirmRule, phoneRule } from './field-kind-rules';
import type { Check, RuleSpec, RuleType } from './rule-types';
import {
  booleanRule,
  compareRule,
  customRule,
  matchRule,
  maxLengthRule,
  minLengthRule,
  requiredRule,
} from './text-rules';
import { isDateTimeRule, isImageRule, maxValueRule, minValueRule } from './value-rules';

/** Turns a rule's spec into its check once, so a bad bound or pattern is found when the config loads. */
export const RULE_COMPILERS: Readonly<Record<RuleType, (spec: RuleSpec) => Check>> = {
  required: requiredRule,
  minLength: minLengthRule,
  maxLength: maxLengthRule,
  minValue: minValueRule,
  maxValue: maxValueRule,
  email: emailRule,
  phone: phoneRule,
  phoneConfirm: phoneConfirmRule,
  compare: compareRule,
  match: matchRule,
  boolean: booleanRule,
  isDateTime: isDateTimeRule,
  isImage: isImageRule,
  custom: customRule,
};
