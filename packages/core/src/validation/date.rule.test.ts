import { describe, expect, it } from 'vitest';
import { checkDate, type DateRuleOptions } from './date.rule';
import { ValidationConfigError } from './rule-types';

const adultRange: DateRuleOptions = { format: 'dd.MM.yyyy', min: '01.01.1900', max: '21.11.2006' };

describe('checkDate', () => {
  it.each<[string | Date | undefined, DateRuleOptions, string | undefined]>([
    [undefined, {}, undefined],
    ['', { required: true }, 'required'],
    ['', { required: true, messages: { required: 'reg_birthday_required' } }, 'reg_birthday_required'],
    ['15.06.1990', adultRange, undefined],
    ['21.11.2006', adultRange, undefined],
    ['22.11.2006', adultRange, 'validation_date_max'],
    ['31.12.1899', adultRange, 'validation_date_min'],
    ['31.02.1990', adultRange, 'validation_date_time'],
    ['1990-06-15', adultRange, 'validation_date_time'],
    ['1990-06-15', { ...adultRange, messages: { invalid: 'bad_date' } }, 'bad_date'],
    ['22.11.2006', { ...adultRange, messages: { max: 'reg_too_young' } }, 'reg_too_young'],
    ['2024-03-09 15:05:09', { min: new Date(Date.UTC(2024, 2, 9, 15, 5, 10)) }, 'validation_date_min'],
    [new Date(Date.UTC(2024, 0, 1)), { max: '2023-12-31 23:59:59' }, 'validation_date_max'],
    [new Date(Number.NaN), {}, 'validation_date_time'],
  ])('%j with %o -> %s', (value, options, key) => {
    expect(checkDate(value, options)).toBe(key);
  });

  it('refuses a bound that is not in the format as a configuration error', () => {
    expect(() => checkDate('15.06.1990', { format: 'dd.MM.yyyy', min: '1900-01-01' })).toThrow(
      ValidationConfigError,
    );
  });
});
