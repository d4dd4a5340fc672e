import { VALIDATION_DATE_TIME_FORMAT } from '../constants/date-format.constants';
import { VALIDATION_MESSAGE_KEYS as KEYS } from '../constants/validation-message.constants';
import { ValidationConfigError } from './rule-types';
import { isValidDate, parseStrictDate } from './strict-date';

export interface DateRuleOptions {
  /** The format the value is typed in; `yyyy-MM-dd HH:mm:ss` by default. */
  readonly format?: string;
  readonly required?: boolean;
  /** Earliest and latest allowed, as Dates or text in `format`. */
  readonly min?: Date | string;
  readonly max?: Date | string;
  readonly messages?: {
    readonly required?: string;
    readonly invalid?: string;
    readonly min?: string;
    readonly max?: string;
  };
}

/**
 * Checks a date field (VAL-16): required -> `required`, not exactly in the format -> `validation_date_time`,
 * before min -> `validation_date_min`, after max -> `validation_date_max`; each message replaceable.
 */
export function checkDate(
  value: string | Date | undefined,
  options: DateRuleOptions = {},
): string | undefined {
  const format = options.format ?? VALIDATION_DATE_TIME_FORMAT;
  const messages = options.messages ?? {};
  if (value === undefined || value === '') {
    return options.required ? (messages.required ?? KEYS.required) : undefined;
  }
  const date = toDate(value, format);
  if (!isValidDate(date)) return messages.invalid ?? KEYS.dateTime;
  if (options.min !== undefined && date < bound(options.min, format)) return messages.min ?? KEYS.dateMin;
  if (options.max !== undefined && date > bound(options.max, format)) return messages.max ?? KEYS.dateMax;
  return undefined;
}

function bound(value: string | Date, format: string): Date {
  const date = toDate(value, format);
  if (!isValidDate(date)) throw new ValidationConfigError(`date bound is not in ${format}: ${String(value)}`);
  return date;
}

function toDate(value: string | Date, format: string): Date {
  return typeof value === 'string' ? parseStrictDate(value, format) : value;
}
