import { DATE_FORMATS } from '../constants/date-format.constants';
import { datePartsIn, type DateDisplayOptions, type DateParts } from './date-parts';

const TOKEN = /yyyy|MM|dd|HH|h|mm|ss|a/g;

/**
 * Formats with the pattern letters of the spec's formats: yyyy, MM, dd, HH (00-23), h (1-12), mm, ss and
 * a (day period). With `hour12`, a 24-hour pattern is shown on the 12-hour clock: `HH:mm` -> `h:mm a`.
 */
export function formatDatePattern(date: Date | number, pattern: string, options: DateDisplayOptions): string {
  const parts = datePartsIn(date, options);
  const effective = options.hour12
    ? pattern.replace(/HH(:mm(?::ss)?)?/, (_hours, rest = '') => `h${rest} a`)
    : pattern;
  return effective.replace(TOKEN, (token) => tokenValue(token, parts));
}

function tokenValue(token: string, parts: DateParts): string {
  switch (token) {
    case 'yyyy':
      return parts.year;
    case 'MM':
      return parts.month;
    case 'dd':
      return parts.day;
    case 'HH':
      return parts.hour;
    case 'h':
      return String(Number(parts.hour));
    case 'mm':
      return parts.minute;
    case 'ss':
      return parts.second;
    default:
      return parts.dayPeriod;
  }
}

/** `HH:mm`, e.g. 15:05. */
export function formatTime(date: Date | number, options: DateDisplayOptions): string {
  return formatDatePattern(date, DATE_FORMATS.time, options);
}

/** `HH:mm:ss`, e.g. 15:05:09. */
export function formatFullTime(date: Date | number, options: DateDisplayOptions): string {
  return formatDatePattern(date, DATE_FORMATS.fullTime, options);
}

/** The spec's short (`dd.MM` / `HH:mm`) or long (`dd.MM.yyyy` / `HH:mm`) date with its time. */
export function formatDateTime(
  date: Date | number,
  style: 'short' | 'long',
  options: DateDisplayOptions,
): { date: string; time: string } {
  const formats = DATE_FORMATS[style];
  return {
    date: formatDatePattern(date, formats.date, options),
    time: formatDatePattern(date, formats.time, options),
  };
}
