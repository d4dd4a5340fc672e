import { isValidDate, parseStrictDate } from '../validation/strict-date';

/**
 * Full years between a birthday (`yyyy-MM-dd`) and a day, as the minimum-age rule counts them: the
 * birthday itself is the day the age goes up (29 February counts from 1 March in other years).
 * Undefined for text that is not a date.
 */
export function ageOn(birthday: string, today: Date): number | undefined {
  const born = parseStrictDate(birthday.trim(), 'yyyy-MM-dd');
  if (!isValidDate(born)) return undefined;
  const [year, month, day] = [born.getUTCFullYear(), born.getUTCMonth(), born.getUTCDate()];
  const [nowYear, nowMonth, nowDay] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
  const hadBirthday = nowMonth > month || (nowMonth === month && nowDay >= day);
  return nowYear - year - (hadBirthday ? 0 : 1);
}

/** The minimum age of minAgesInCountries read as the spec says: a number, 0 when it is not numeric. */
export function readMinimumAge(value: unknown): number {
  const age =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(age) ? age : 0;
}
