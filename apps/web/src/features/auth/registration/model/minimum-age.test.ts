import { describe, expect, it } from 'vitest';
import { minimumAgeLookup, readAge } from './minimum-age';

describe('minimum age (REG-35)', () => {
  it.each([
    [21, 21],
    ['18', 18],
    ['eighteen', 0],
    ['', 0],
    [null, 0],
    [Number.NaN, 0],
  ])('reads %j as %j', (value, age) => {
    expect(readAge(value)).toBe(age);
  });

  it('uses the country’s own age, else the visitor country’s, and 18 before the data', () => {
    const lookup = minimumAgeLookup({ minAgesInCountries: 18, minAgesByCountry: { EE: 21, XX: 'n/a' } });
    expect(lookup('ee')).toBe(21);
    expect(lookup('xx')).toBe(0);
    expect(lookup('ru')).toBe(18);
    expect(lookup(null)).toBe(18);
    expect(minimumAgeLookup(null)('ee')).toBe(18);
  });
});
