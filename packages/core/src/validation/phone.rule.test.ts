import { describe, expect, it } from 'vitest';
import { checkPhone, type PhoneRuleOptions, type PhoneValue } from './phone.rule';

describe('checkPhone', () => {
  it.each<[string | PhoneValue, PhoneRuleOptions, string | undefined]>([
    ['9161234567', { country: 'RU' }, undefined],
    ['(916) 123-45-67', { country: 'ru' }, undefined],
    ['+79161234567', {}, undefined],
    ['+77011234567', {}, undefined],
    [{ countryCode: 'kz', phoneNum: '7011234567' }, {}, undefined],
    [{ countryCode: 'uz', phoneCode: '998', phoneNum: '901234567' }, {}, undefined],
    [{ phoneCode: '+998', phoneNum: '901234567' }, {}, undefined],
    [{ phoneCode: '9981', phoneNum: '901234567' }, {}, 'validation_phone'],
    ['123456', {}, undefined],
    ['12345', {}, 'phone_min_length'],
    ['916123', { country: 'RU' }, 'phone_min_length'],
    ['91612345678', { country: 'RU' }, 'validation_phone'],
    ['916123456789012', { country: 'RU' }, 'validation_phone_max_length'],
    ['123456789012345678901', {}, 'validation_phone_max_length'],
    ['12345678901234567890', {}, undefined],
    ['1234567', { mask: '(###) ###-##' }, undefined],
    ['12345678', { mask: '(###) ###-##' }, undefined],
    ['123456789', { mask: '(###) ###-##' }, 'validation_phone_max_length'],
    ['1234567', { min: 8 }, 'phone_min_length'],
    ['123456789', { max: 8 }, 'validation_phone_max_length'],
    ['4951234567', { country: 'RU' }, 'validation_phone_first_digit'],
    ['9011234567', { country: 'KZ' }, 'validation_phone_first_digit'],
    ['2025550123', { country: 'US' }, undefined],
    ['20255501234', { country: 'US' }, 'validation_phone_max_length'],
    ['202555012', { country: 'US' }, 'phone_min_length'],
    ['91612345ab', { country: 'RU' }, 'validation_phone'],
    ['+0000', {}, 'validation_phone'],
    ['1234567', { country: 'ZZ' }, undefined],
  ])('%j with %o -> %s', (value, options, key) => {
    expect(checkPhone(value, options)).toBe(key);
  });
});
