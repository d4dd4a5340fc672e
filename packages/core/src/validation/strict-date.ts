import { VALIDATION_DATE_TIME_FORMAT } from '../constants/date-format.constants';

const FIELD_TOKENS = { yyyy: 4, MM: 2, dd: 2, HH: 2, mm: 2, ss: 2 } as const;
type FieldToken = keyof typeof FIELD_TOKENS;
const TOKEN = /yyyy|MM|dd|HH|mm|ss/g;

/**
 * Parses `text` exactly in `format` (letters yyyy, MM, dd, HH, mm, ss; anything else literal) and gives an
 * invalid Date (`getTime()` is NaN) on any mismatch: wrong separators, missing digits, 31 April, 24:00.
 * The fields are read as UTC wall-clock time, so two values parsed alike compare correctly whatever the
 * machine's zone.
 */
export function parseStrictDate(text: string, format: string = VALIDATION_DATE_TIME_FORMAT): Date {
  const order: FieldToken[] = [];
  const source = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(TOKEN, (token) => {
    order.push(token as FieldToken);
    return `(\\d{${FIELD_TOKENS[token as FieldToken]}})`;
  });
  const match = new RegExp(`^${source}$`).exec(text);
  if (!match) return new Date(Number.NaN);
  const field = (token: FieldToken, fallback: number) => {
    const index = order.indexOf(token);
    return index < 0 ? fallback : Number(match[index + 1]);
  };
  const [year, month, day] = [field('yyyy', 1970), field('MM', 1), field('dd', 1)];
  const [hour, minute, second] = [field('HH', 0), field('mm', 0), field('ss', 0)];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  const exact =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return exact ? date : new Date(Number.NaN);
}

export function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}
