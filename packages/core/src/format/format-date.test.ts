import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDatePattern, formatDateTime, formatFullTime, formatTime } from './format-date';

// 2024-03-09 15:05:09 UTC
const instant = Date.UTC(2024, 2, 9, 15, 5, 9);

describe('date and time formats', () => {
  it.each([
    ['UTC', false, '15:05', '15:05:09'],
    ['Europe/Moscow', false, '18:05', '18:05:09'],
    ['America/New_York', false, '10:05', '10:05:09'],
    ['Asia/Kolkata', false, '20:35', '20:35:09'],
    ['UTC', true, '3:05 PM', '3:05:09 PM'],
    ['Asia/Tokyo', true, '12:05 AM', '12:05:09 AM'],
  ])('in %s (12-hour %s) shows %s and %s', (timeZone, hour12, time, fullTime) => {
    expect(formatTime(instant, { timeZone, hour12 })).toBe(time);
    expect(formatFullTime(new Date(instant), { timeZone, hour12 })).toBe(fullTime);
  });

  it('gives short and long dates with their time in the zone', () => {
    expect(formatDateTime(instant, 'short', { timeZone: 'UTC' })).toEqual({ date: '09.03', time: '15:05' });
    expect(formatDateTime(instant, 'long', { timeZone: 'Asia/Tokyo' })).toEqual({
      date: '10.03.2024',
      time: '00:05',
    });
    expect(formatDateTime(instant, 'long', { timeZone: 'Asia/Tokyo', hour12: true })).toEqual({
      date: '10.03.2024',
      time: '12:05 AM',
    });
  });

  it('writes the day period in the given locale but keeps Latin digits', () => {
    expect(formatTime(instant, { timeZone: 'UTC', hour12: true, locale: 'ar-EG' })).toMatch(/^3:05 \S+$/);
    expect(formatTime(instant, { timeZone: 'UTC', locale: 'ar-EG' })).toBe('15:05');
  });

  it('refuses invalid dates and unknown zones', () => {
    expect(() => formatTime(Number.NaN, { timeZone: 'UTC' })).toThrow(RangeError);
    expect(() => formatTime(instant, { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it('agrees with the UTC fields of any date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(0), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }),
        (date) => {
          const pad = (n: number) => String(n).padStart(2, '0');
          const expected = `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${String(date.getUTCFullYear()).padStart(4, '0')} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
          return formatDatePattern(date, 'dd.MM.yyyy HH:mm:ss', { timeZone: 'UTC' }) === expected;
        },
      ),
    );
  });
});
