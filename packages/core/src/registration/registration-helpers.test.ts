import { describe, expect, it } from 'vitest';
import { applyDocumentRequirements } from './document-requirements';
import { checkPassword } from './password-policy';
import { phoneDigitsOf } from './phone-number-value';
import { canonicalRegistrationType, registrationKind, registrationTabIcon } from './registration-types';

describe('registration types', () => {
  it.each([
    ['short_reg', 'full_reg', 'email'],
    ['fast_reg', 'fast_reg', 'one_click'],
    ['phone_reg', 'phone_reg', 'phone'],
    ['full_reg_v1', 'full_reg_v1', 'email'],
    ['soc_reg', 'soc_reg', 'social'],
  ] as const)('%s stands for %s, registering by %s', (name, type, kind) => {
    expect(canonicalRegistrationType(name)).toBe(type);
    expect(registrationKind(type)).toBe(kind);
  });

  it.each([
    ['phone_reg', 'phone-reg'],
    ['soc_reg', 'google'],
    ['', 'full-reg'],
  ])('gives %j the tab icon %s', (type, icon) => {
    expect(registrationTabIcon(type)).toBe(icon);
  });

  it('knows no other type', () => {
    expect(canonicalRegistrationType('vip_reg')).toBeUndefined();
  });
});

describe('document requirements', () => {
  const form = [{ id: 'name' }, { id: 'passport_series' }, { id: 'passport_number', required: false }];
  const byType = { '1': ['passport_series', 'passport_number', 'passport_who'], '2': ['passport_number'] };

  it.each([
    [1, ['passport_series', 'passport_number']],
    ['2', ['passport_number']],
    [3, []],
    [undefined, []],
  ])('with document type %j requires %j', (documentType, required) => {
    const fields = applyDocumentRequirements(form, { document_type_id: documentType }, byType);
    expect(fields.filter((f) => f.required).map((f) => f.id)).toEqual(required);
  });
});

describe('phone digits', () => {
  it.each([
    [{ phoneNum: '701 123-45-67', phoneCode: '+7' }, undefined, '77011234567'],
    [{ phoneNum: '7011234567', fullPhone: '+7 701 123 45 67' }, undefined, '77011234567'],
    ['+7 (701) 123-45-67', undefined, '77011234567'],
    ['7011234567', '7', '77011234567'],
    ['', '7', undefined],
    [42, undefined, '42'],
    [null, undefined, undefined],
  ])('reads %j (tel_code %j) as %j', (value, telCode, digits) => {
    expect(phoneDigitsOf(value, telCode)).toBe(digits);
  });
});

describe('the password policy', () => {
  it.each([
    ['Secret-pass-1', []],
    ['short1', ['min_symbols_limit']],
    ['no digits here', ['password_available_symbols']],
    ['nodigitshere', ['validation_password_weak']],
    ['12345678', ['validation_password_weak']],
    ['', ['required']],
    [`a1${'x'.repeat(63)}`, ['validation_max_length']],
  ])('%j fails %j', (password, keys) => {
    expect(checkPassword(password)).toEqual(keys);
  });
});
