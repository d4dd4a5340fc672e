import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidDate, parseStrictDate } from './strict-date';

describe('parseStrictDate', () => {
  it.each([
    ['2024-03-09 15:05:09', undefined, Date.UTC(2024, 2, 9, 15, 5, 9)],
    ['2024-02-29 00:00:00', undefined, Date.UTC(2024, 1, 29)],
    ['09.03.2024', 'dd.MM.yyyy', Date.UTC(2024, 2, 9)],
    ['0099-01-01', 'yyyy-MM-dd', new Date('0099-01-01T00:00:00Z').getTime()],
    ['15:05', 'HH:mm', Date.UTC(1970, 0, 1, 15, 5)],
  ])('%j in %s', (text, format, time) => {
    expect(parseStrictDate(text, format).getTime()).toBe(time);
  });

  it.each([
    ['2024-03-09', undefined],
    ['2024-3-9 15:05:09', undefined],
    ['2024-03-09T15:05:09', undefined],
    ['2024-03-09 15:05:09 ', undefined],
    ['2023-02-29 00:00:00', undefined],
    ['2024-04-31 00:00:00', undefined],
    ['2024-13-01 00:00:00', undefined],
    ['2024-03-09 24:00:00', undefined],
    ['2024-03-09 23:60:00', undefined],
    ['09/03/2024', 'dd.MM.yyyy'],
    ['09x03x2024', 'dd.MM.yyyy'],
    ['', undefined],
  ])('gives an invalid date for %j', (text, format) => {
    expect(isValidDate(parseStrictDate(text, format))).toBe(false);
  });

  it('reads back any date written in the format', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1, 0, 1)),
          max: new Date(Date.UTC(9999, 11, 31)),
          noInvalidDate: true,
        }),
        (date) => {
          const whole = new Date(Math.floor(date.getTime() / 1000) * 1000);
          const text = whole.toISOString().slice(0, 19).replace('T', ' ');
          return parseStrictDate(text).getTime() === whole.getTime();
        },
      ),
    );
  });
});
