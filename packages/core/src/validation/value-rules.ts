import { IMAGE_FORMATS } from '../constants/image.constants';
import { VALIDATION_DATE_TIME_FORMAT } from '../constants/date-format.constants';
import { VALIDATION_MESSAGE_KEYS as KEYS } from '../constants/validation-message.constants';
import { isEmptyValue } from './empty-value';
import { ValidationConfigError, type Check, type RuleSpec, type RuleType } from './rule-types';
import { isValidDate, parseStrictDate } from './strict-date';
import { messageOf } from './text-rules';

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const DATE_ONLY_FORMAT = 'yyyy-MM-dd';

/** A number, numeric text, a Date or date text (`yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd`) as a comparable. */
function comparable(value: unknown, kind: 'number' | 'date'): number | undefined {
  if (kind === 'number') {
    if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
    return typeof value === 'string' && NUMBER_TEXT.test(value.trim()) ? Number(value) : undefined;
  }
  if (value instanceof Date) return isValidDate(value) ? value.getTime() : undefined;
  if (typeof value !== 'string') return undefined;
  const full = parseStrictDate(value, VALIDATION_DATE_TIME_FORMAT);
  const date = isValidDate(full) ? full : parseStrictDate(value, DATE_ONLY_FORMAT);
  return isValidDate(date) ? date.getTime() : undefined;
}

/** minValue and maxValue compare numbers, or dates when the bound is a date (VAL-03). */
function boundRule(
  spec: RuleSpec,
  type: RuleType,
  fails: (value: number, bound: number) => boolean,
  key: string,
): Check {
  const kind = comparable(spec.value, 'number') !== undefined ? 'number' : 'date';
  const bound = comparable(spec.value, kind);
  if (bound === undefined) {
    throw new ValidationConfigError(`${type} needs a number or a date, got ${JSON.stringify(spec.value)}`);
  }
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const actual = comparable(value, kind);
    return actual === undefined || fails(actual, bound) ? messageOf(spec, key) : undefined;
  };
}

export const minValueRule = (spec: RuleSpec): Check =>
  boundRule(spec, 'minValue', (v, b) => v < b, KEYS.minValue);
export const maxValueRule = (spec: RuleSpec): Check =>
  boundRule(spec, 'maxValue', (v, b) => v > b, KEYS.maxValue);

/** `isDateTime`: text exactly in the format (`value`, default `yyyy-MM-dd HH:mm:ss`), or a valid Date. */
export function isDateTimeRule(spec: RuleSpec): Check {
  if (spec.value !== undefined && typeof spec.value !== 'string') {
    throw new ValidationConfigError(`isDateTime takes a format text, got ${JSON.stringify(spec.value)}`);
  }
  const format = spec.value ?? VALIDATION_DATE_TIME_FORMAT;
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const date =
      value instanceof Date ? value : typeof value === 'string' ? parseStrictDate(value, format) : undefined;
    return date && isValidDate(date) ? undefined : messageOf(spec, KEYS.dateTime);
  };
}

interface FileLike {
  readonly name: string;
  readonly type?: string;
}

function asFile(item: unknown): FileLike | undefined {
  if (typeof item === 'string') return { name: item };
  const named = typeof item === 'object' && item !== null && typeof (item as FileLike).name === 'string';
  return named ? (item as FileLike) : undefined;
}

/**
 * `isImage`: a file name or URL, a file (`{ name, type }`), or a list of them, whose extension is one of
 * the spec's image formats (or those in `value`); a file that states a MIME type must state an image.
 */
export function isImageRule(spec: RuleSpec): Check {
  const formats = Array.isArray(spec.value)
    ? spec.value.map((format) => String(format).toLowerCase())
    : [...IMAGE_FORMATS];
  const isImage = (item: unknown): boolean => {
    const file = asFile(item);
    if (!file) return false;
    const extension = /\.([^./?#]+)(?:[?#].*)?$/.exec(file.name)?.[1]?.toLowerCase();
    const typeFits = file.type === undefined || file.type === '' || file.type.startsWith('image/');
    return extension !== undefined && formats.includes(extension) && typeFits;
  };
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const items = Array.isArray(value) ? value : [value];
    return items.every(isImage) ? undefined : messageOf(spec, KEYS.image);
  };
}
