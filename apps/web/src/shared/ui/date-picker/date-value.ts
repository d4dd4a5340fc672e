import { DATE_FORMATS } from '@sportsbook/core/constants/date-format.constants';
import { applyMask } from '@sportsbook/core/input/mask';
import { isValidDate, parseStrictDate } from '@sportsbook/core/validation/strict-date';

/** How a date is typed and shown (the spec's long date format). */
export const DISPLAY_FORMAT = DATE_FORMATS.long.date;
/** How a date field's value travels: a calendar date, no time, no zone. */
export const VALUE_FORMAT = 'yyyy-MM-dd';
const DISPLAY_MASK = '##.##.####';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A calendar date (read from UTC fields, as strict parsing makes them) as `yyyy-MM-dd`. */
export function toDateValue(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Today in the player's own calendar, as a UTC-midnight date like every other date here. */
export function today(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

export function parseDateValue(value: string): Date {
  return parseStrictDate(value, VALUE_FORMAT);
}

/** A value shown as typed: `dd.MM.yyyy` for a date, anything else (half-typed text) as it is. */
export function displayOf(value: string): string {
  const date = parseDateValue(value);
  return isValidDate(date)
    ? `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`
    : value;
}

/**
 * What typing leaves in the field: the digits in `dd.MM.yyyy` (dots added as one types), and the value that
 * goes up: the date when the text is exactly one, else the text itself, which validation then rejects.
 */
export function readTyped(text: string): { display: string; value: string } {
  const display = applyMask(DISPLAY_MASK, text).masked;
  const date = parseStrictDate(display, DISPLAY_FORMAT);
  return { display, value: isValidDate(date) ? toDateValue(date) : display };
}

export function isWithin(date: Date, min?: Date, max?: Date): boolean {
  return (!min || date >= min) && (!max || date <= max);
}

export function addYears(date: Date, years: number): Date {
  const shifted = new Date(date);
  shifted.setUTCFullYear(date.getUTCFullYear() + years);
  return shifted;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The weeks of a month from Monday, padded with nulls to whole weeks. */
export function monthGrid(year: number, month: number): (Date | null)[][] {
  const leading = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7;
  const cells: (Date | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: daysInMonth(year, month) }, (_, day) => new Date(Date.UTC(year, month, day + 1))),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
