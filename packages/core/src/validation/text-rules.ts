import { VALIDATION_MESSAGE_KEYS as KEYS } from '../constants/validation-message.constants';
import { isEmptyValue, valueAsText } from './empty-value';
import { ValidationConfigError, type Check, type RuleSpec } from './rule-types';
import { readCount, readPattern } from './rule-values';

/** The spec's message when the map gives one, else our default (VAL-08). */
export function messageOf(spec: RuleSpec, fallback: string): string {
  return spec.message ?? fallback;
}

/** `required` fails on an empty value; `value: false` switches it off. */
export function requiredRule(spec: RuleSpec): Check {
  if (spec.value === false) return () => undefined;
  return (value) => (isEmptyValue(value) ? messageOf(spec, KEYS.required) : undefined);
}

function lengthOf(value: unknown): number | undefined {
  if (Array.isArray(value)) return value.length;
  const text = valueAsText(value);
  return text === undefined ? undefined : Array.from(text).length;
}

/** Length bounds count characters (an emoji is one) and apply only to non-empty values (VAL-02). */
export function minLengthRule(spec: RuleSpec): Check {
  const min = readCount(spec, 'minLength');
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const length = lengthOf(value);
    return length === undefined || length < min ? messageOf(spec, KEYS.minLength) : undefined;
  };
}

export function maxLengthRule(spec: RuleSpec): Check {
  const max = readCount(spec, 'maxLength');
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const length = lengthOf(value);
    return length === undefined || length > max ? messageOf(spec, KEYS.maxLength) : undefined;
  };
}

/** `compare` names the other field; it fails when the two values differ (password_again, answer_repeat). */
export function compareRule(spec: RuleSpec): Check {
  const other = spec.value;
  if (typeof other !== 'string' || other === '') {
    throw new ValidationConfigError(`compare needs the other field's id, got ${JSON.stringify(other)}`);
  }
  return (value, { values }) => (value === values[other] ? undefined : messageOf(spec, KEYS.compare));
}

/**
 * `match` takes a pattern (RegExp or the server's text), or a list of `{ value: pattern, message }` each
 * with its own message, as the server sends per-country phone rules (VAL-06). Empty values are skipped.
 */
export function matchRule(spec: RuleSpec): Check {
  const entries = Array.isArray(spec.value) ? (spec.value as RuleSpec[]) : [{ value: spec.value }];
  const patterns = entries.map((entry) => ({
    pattern: readPattern(entry.value, 'match'),
    message: entry.message ?? messageOf(spec, KEYS.match),
  }));
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const text = valueAsText(value);
    const failed = patterns.find(({ pattern }) => text === undefined || !pattern.test(text));
    return failed?.message;
  };
}

/** `boolean` wants true or false (a box, a switch); with `value: true` or `false` it wants exactly that. */
export function booleanRule(spec: RuleSpec): Check {
  const wanted = typeof spec.value === 'boolean' ? spec.value : undefined;
  return (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const fits = typeof value === 'boolean' && (wanted === undefined || value === wanted);
    return fits ? undefined : messageOf(spec, KEYS.boolean);
  };
}

/**
 * `custom` runs a function given in code (never from the server): it answers true or undefined to pass,
 * false to fail with the rule's message, or a message key of its own.
 */
export type CustomValidator = (
  value: unknown,
  values: Readonly<Record<string, unknown>>,
) => boolean | string | undefined;

export function customRule(spec: RuleSpec): Check {
  if (typeof spec.value !== 'function') throw new ValidationConfigError('custom needs a function value');
  const validator = spec.value as CustomValidator;
  return (value, { values }) => {
    const verdict = validator(value, values);
    if (verdict === true || verdict === undefined) return undefined;
    return verdict === false ? messageOf(spec, KEYS.custom) : verdict;
  };
}
