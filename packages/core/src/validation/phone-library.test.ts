import { describe, expect, it } from 'vitest';
import {
  isE164,
  isValidPhoneExtension,
  PhoneLibraryError,
  phoneLibraryErrorCode,
  phonePossibleLength,
  toE164,
} from './phone-library';
import { isFirstDigitAllowed } from './phone-first-digit';
import { PHONE_NUMBER_TYPES, phoneNumberType } from './phone-type';

describe('phonePossibleLength', () => {
  // Russian national numbers have 10 or 14 digits, so 11 lies between the possible lengths.
  it.each([
    ['9161234567', 'RU', 'IS_POSSIBLE'],
    ['916123456', 'RU', 'TOO_SHORT'],
    ['91612345678', 'RU', 'INVALID_LENGTH'],
    ['916123456789012', 'RU', 'TOO_LONG'],
    ['1', 'RU', 'TOO_SHORT'],
    ['2025550123', 'us', 'IS_POSSIBLE'],
  ])('%s in %s is %s', (national, country, verdict) => {
    expect(phonePossibleLength(national, country)).toBe(verdict);
  });

  it('throws the library errors of the spec', () => {
    expect(() => phonePossibleLength('916', 'ZZ')).toThrow('Unknown country');
    expect(() => phonePossibleLength('91a', 'RU')).toThrow('Invalid phone number object passed');
  });
});

describe('phoneLibraryErrorCode', () => {
  it.each([
    [new PhoneLibraryError('UNKNOWN_COUNTRY'), 'UNKNOWN_COUNTRY'],
    [new Error('Unknown country: ZZ'), 'UNKNOWN_COUNTRY'],
    [new Error('Invalid phone number object passed'), 'INVALID_PHONE_OBJECT'],
    [
      new Error(
        'Missing "possibleLengths" in metadata. Perhaps the metadata has been generated before v1.0.18.',
      ),
      'MISSING_POSSIBLE_LENGTHS',
    ],
    [new Error('something else'), undefined],
    ['not an error', undefined],
  ])('%o -> %s', (error, code) => {
    expect(phoneLibraryErrorCode(error)).toBe(code);
  });
});

describe('E.164 and extensions', () => {
  it.each([
    ['+79161234567', true],
    ['79161234567', false],
    ['+0123', false],
    ['+1234567890123456', false],
  ])('%s is E.164: %s', (text, expected) => {
    expect(isE164(text)).toBe(expected);
  });

  it('writes a national number in E.164', () => {
    expect(toE164('9161234567', 'RU')).toBe('+79161234567');
    expect(toE164('(202) 555-0123', 'US')).toBe('+12025550123');
  });

  it('accepts extensions of 1 to 20 digits', () => {
    expect(isValidPhoneExtension('1'.repeat(20))).toBe(true);
    expect(isValidPhoneExtension('1'.repeat(21))).toBe(false);
    expect(isValidPhoneExtension('')).toBe(false);
    expect(isValidPhoneExtension('12a')).toBe(false);
  });
});

describe('phoneNumberType', () => {
  it.each([
    ['9161234567', 'RU', 'MOBILE'],
    ['4951234567', 'RU', 'FIXED_LINE'],
    ['8001234567', 'RU', 'TOLL_FREE'],
    ['7011234567', 'KZ', 'MOBILE'],
  ])('%s in %s is %s', (national, country, type) => {
    expect(phoneNumberType(national, country)).toBe(type);
  });

  it('lists the eight types the spec names', () => {
    for (const type of [
      'MOBILE',
      'FIXED_LINE',
      'TOLL_FREE',
      'PREMIUM_RATE',
      'SHARED_COST',
      'VOIP',
      'PERSONAL_NUMBER',
      'PAGER',
    ]) {
      expect(PHONE_NUMBER_TYPES).toContain(type);
    }
  });
});

describe('isFirstDigitAllowed', () => {
  it.each([
    ['KZ', '7011234567', true],
    ['kz', '6001234567', true],
    ['KZ', '9161234567', false],
    ['RU', '9161234567', true],
    ['RU', '7011234567', false],
    ['RU', '(916)', true],
    ['RU', '', true],
    ['US', '7181234567', true],
    [undefined, '5', true],
  ])('%s with %j: %s', (country, national, allowed) => {
    expect(isFirstDigitAllowed(country, national)).toBe(allowed);
  });
});
