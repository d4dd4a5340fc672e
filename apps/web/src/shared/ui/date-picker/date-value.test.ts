import { describe, expect, it } from 'vitest';
import { addYears, displayOf, monthGrid, readTyped, toDateValue, today } from './date-value';

describe('date values', () => {
  it.each([
    ['0103', '01.03', '01.03'],
    ['01032000', '01.03.2000', '2000-03-01'],
    ['01.03.2000', '01.03.2000', '2000-03-01'],
    ['31042000', '31.04.2000', '31.04.2000'],
    ['29022001', '29.02.2001', '29.02.2001'],
    ['29022000', '29.02.2000', '2000-02-29'],
    ['ab12', '12', '12'],
  ])('typing %j shows %j and gives %j (strict parsing)', (typed, display, value) => {
    expect(readTyped(typed)).toEqual({ display, value });
  });

  it('shows a value as dd.MM.yyyy and half-typed text as it is', () => {
    expect(displayOf('2000-03-01')).toBe('01.03.2000');
    expect(displayOf('31.04')).toBe('31.04');
  });

  it('counts years on calendar dates', () => {
    const day = today(new Date(2024, 1, 29, 23, 30));
    expect(toDateValue(day)).toBe('2024-02-29');
    expect(toDateValue(addYears(day, -18))).toBe('2006-03-01');
  });

  it('lays a month out in weeks from Monday', () => {
    const weeks = monthGrid(2024, 1);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]!.slice(0, 3)).toEqual([null, null, null]);
    expect(toDateValue(weeks[0]![3]!)).toBe('2024-02-01');
    expect(weeks.flat().filter(Boolean)).toHaveLength(29);
  });
});
