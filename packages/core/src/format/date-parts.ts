/** Where and how a date is shown: the user's time zone, clock and (for AM/PM only) locale. */
export interface DateDisplayOptions {
  /** IANA time zone, e.g. `Europe/Moscow`, or `UTC`. */
  readonly timeZone: string;
  /** 12-hour clock with a day period (`3:05 PM`) instead of 24-hour (`15:05`). */
  readonly hour12?: boolean;
  /** Locale of the day period text; English when absent. Digits are always Latin. */
  readonly locale?: string;
}

export interface DateParts {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
  readonly second: string;
  readonly dayPeriod: string;
}

// Building an Intl.DateTimeFormat is far slower than using one, and lists format many dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor({
  timeZone,
  hour12 = false,
  locale = 'en-US',
}: DateDisplayOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${hour12}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone,
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: hour12 ? 'h12' : 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The calendar and clock fields of `date` in the given zone, zero-padded. Throws RangeError on bad input. */
export function datePartsIn(date: Date | number, options: DateDisplayOptions): DateParts {
  const instant = typeof date === 'number' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError('cannot format an invalid date');
  const found: Record<string, string> = {};
  for (const part of formatterFor(options).formatToParts(instant)) found[part.type] = part.value;
  return {
    year: found.year.padStart(4, '0'),
    month: found.month,
    day: found.day,
    hour: found.hour,
    minute: found.minute,
    second: found.second,
    dayPeriod: found.dayPeriod ?? '',
  };
}
