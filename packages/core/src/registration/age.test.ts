import { describe, expect, it } from 'vitest';
import { ageOn, readMinimumAge } from './age';

const day = (text: string) => new Date(`${text}T12:00:00Z`);

describe('ageOn', () => {
  it.each([
    ['2008-11-22', '2026-11-22', 18],
    ['2008-11-23', '2026-11-22', 17],
    ['2008-11-21', '2026-11-22', 18],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
    ['1990-01-01', '2026-11-22', 36],
  ])('born %s is, on %s, %i', (birthday, today, age) => {
    expect(ageOn(birthday, day(today))).toBe(age);
  });

  it.each(['2008-02-30', '22.11.2008', '', 'yesterday'])('reads %j as no date', (text) => {
    expect(ageOn(text, day('2026-11-22'))).toBeUndefined();
  });
});

describe('readMinimumAge', () => {
  it.each([
    [18, 18],
    ['21', 21],
    ['eighteen', 0],
    [null, 0],
    ['', 0],
  ])('reads %j as %i', (value, age) => {
    expect(readMinimumAge(value)).toBe(age);
  });
});
