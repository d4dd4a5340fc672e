import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { isValidDate } from '@sportsbook/core/validation/strict-date';
import { parseDateValue } from '../../shared/ui/date-picker/date-value';

/**
 * A calendar date (`yyyy-MM-dd`) as the Unix second its day starts (`offset` 0) or the next day starts
 * (`offset` 1) in the player's own zone, so "the 3rd" means the player's 3rd, not UTC's; null when no date.
 */
function localMidnightSeconds(value: string, offset: 0 | 1): number | null {
  const date = parseDateValue(value);
  if (!isValidDate(date)) return null;
  const local = new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + offset);
  return Math.floor(local.getTime() / 1000);
}

export const dayStartSeconds = (value: string) => localMidnightSeconds(value, 0);

/** The last second of the day, in the player's zone (a day is not always 24 hours long). */
export function dayEndSeconds(value: string): number | null {
  const next = localMidnightSeconds(value, 1);
  return next === null ? null : next - 1;
}

export type DateRange = { dateFrom: number; dateTo: number };

/** Both days included. Message keys per field when the two values are no range. */
export function dateRangeOf(
  from: string,
  to: string,
): { range: DateRange } | { errors: { from: string[]; to: string[] } } {
  const start = dayStartSeconds(from);
  const end = dayEndSeconds(to);
  const check = (text: string, seconds: number | null) =>
    !text ? [VALIDATION_MESSAGE_KEYS.required] : seconds === null ? [VALIDATION_MESSAGE_KEYS.dateTime] : [];
  if (start === null || end === null) return { errors: { from: check(from, start), to: check(to, end) } };
  if (start > end) return { errors: { from: [], to: [VALIDATION_MESSAGE_KEYS.dateMin] } };
  return { range: { dateFrom: start, dateTo: end } };
}
