import { describe, expect, it } from 'vitest';
import {
  acceptPhoneDigits,
  countriesByCode,
  formatPhoneDigits,
  resolveTypedCode,
  sanitisePhoneCode,
  toPhoneCountry,
  toPhoneValue,
  withPlus,
  type PhoneCodeChoice,
} from './phone-country';

const kz = toPhoneCountry({ id: 87, name: 'Kazakhstan', country_code: 'KZ', tel_code: '+7' });
const ru = toPhoneCountry({ id: 1, name: 'Russia', country_code: 'RU', tel_code: 7 });
const ua = toPhoneCountry({ id: 2, name: 'Ukraine', country_code: 'UA', tel_code: '380' });
const de = toPhoneCountry({ id: 3, name: 'Germany', country_code: 'DE', tel_code: '49' });
const countries = [kz, ru, ua, de];
const mask = { CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10 };

describe('phone countries (UI-21, UI-22, UI-24)', () => {
  it('lowercases the ISO code and strips the plus from the calling code', () => {
    expect(kz).toEqual({ id: 87, name: 'Kazakhstan', code: 'kz', phoneCode: '7' });
    expect(ru.phoneCode).toBe('7');
    expect(withPlus('380')).toBe('+380');
    expect(withPlus('+380')).toBe('+380');
    expect(withPlus('')).toBe('');
  });

  it.each([
    ['+380', '380'],
    ['3 8 0 1', '380'],
    ['ab4', '4'],
    ['', ''],
  ])('the code field keeps digits only, at most 3: %j -> %j', (typed, kept) => {
    expect(sanitisePhoneCode(typed)).toBe(kept);
  });

  it('finds countries whose code contains the typed digits', () => {
    expect(countriesByCode(countries, '8').map((c) => c.code)).toEqual(['ua']);
    expect(countriesByCode(countries, '7').map((c) => c.code)).toEqual(['kz', 'ru']);
    expect(countriesByCode(countries, '')).toHaveLength(4);
  });
});

describe('a typed code on closing the picker (UI-18)', () => {
  const current: PhoneCodeChoice = { country: de, phoneCode: '49' };
  it.each([
    ['49', current],
    ['', current],
    ['380', { country: ua, phoneCode: '380' }],
    ['+7', { country: kz, phoneCode: '7' }],
    ['999', { phoneCode: '999' }],
  ])('%j -> %j', (typed, expected) => {
    expect(resolveTypedCode(countries, typed, current)).toEqual(expected);
  });

  it('prefers the visitor’s own country among those sharing a code', () => {
    expect(resolveTypedCode(countries, '7', current, ru.id)).toEqual({ country: ru, phoneCode: '7' });
  });
});

describe('phone digits (UI-20, UI-21)', () => {
  const russia = { country: ru, phoneCode: '7' };
  const kazakhstan = { country: kz, phoneCode: '7' };
  it('keeps at most the mask Max digits, 20 without a mask', () => {
    expect(acceptPhoneDigits('(916) 123-45-67 89', russia, mask)).toBe('9161234567');
    expect(acceptPhoneDigits('1'.repeat(25), { phoneCode: '999' })).toHaveLength(20);
  });

  it.each([
    [russia, '9161234567', '9161234567'],
    [russia, '7011234567', ''],
    [kazakhstan, '7011234567', '7011234567'],
    [kazakhstan, '6011234567', '6011234567'],
    [kazakhstan, '9161234567', ''],
    [{ country: ua, phoneCode: '380' }, '501234567', '501234567'],
  ])('clears a number whose first digit the country does not allow', (choice, typed, kept) => {
    expect(acceptPhoneDigits(typed, choice)).toBe(kept);
  });

  it('shows the digits in the mask', () => {
    expect(formatPhoneDigits('91612', mask)).toBe('(916) 12');
    expect(formatPhoneDigits('91612')).toBe('91612');
  });

  it('builds the phone value: fullPhone digits only, phoneCode without plus', () => {
    expect(toPhoneValue(russia, '9161234567')).toEqual({
      countryCode: 'ru',
      countryId: 1,
      phoneCode: '7',
      phoneNum: '9161234567',
      fullPhone: '79161234567',
    });
    expect(toPhoneValue({ phoneCode: '999' }, '123')).toMatchObject({ countryCode: '', fullPhone: '999123' });
  });
});
