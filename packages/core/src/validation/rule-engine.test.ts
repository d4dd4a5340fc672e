import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkValue, compileRules } from './rule-engine';
import { RULE_TYPES, ValidationConfigError, type ValidationMap } from './rule-types';

function failures(map: ValidationMap, value: unknown, values: Record<string, unknown> = {}): string[] {
  return checkValue(value, compileRules(map), { values });
}

describe('each rule type', () => {
  it.each<[string, ValidationMap, unknown, string[], Record<string, unknown>?]>([
    ['required: empty text', { required: {} }, '  ', ['required']],
    ['required: unticked box', { required: {} }, false, ['required']],
    ['required: empty list', { required: {} }, [], ['required']],
    ['required: zero is a value', { required: {} }, 0, []],
    ['required: switched off', { required: { value: false } }, '', []],
    [
      'required: own message',
      { required: { message: 'auth_required_field' } },
      undefined,
      ['auth_required_field'],
    ],
    ['minLength: short', { minLength: { value: 6 } }, 'abc', ['min_symbols_limit']],
    ['minLength: skips empty', { minLength: { value: 6 } }, '', []],
    ['minLength: numeric text bound', { minLength: { value: '3' } }, 'abc', []],
    ['minLength: emoji counts once', { minLength: { value: 3 } }, '😀😀', ['min_symbols_limit']],
    ['maxLength: long', { maxLength: { value: 3 } }, 'abcd', ['validation_max_length']],
    ['maxLength: list items', { maxLength: { value: 2 } }, [1, 2, 3], ['validation_max_length']],
    ['minValue: number', { minValue: { value: 10 } }, 9.99, ['validation_min_value']],
    ['minValue: numeric text', { minValue: { value: 10 } }, '10', []],
    ['minValue: not a number', { minValue: { value: 10 } }, 'ten', ['validation_min_value']],
    ['maxValue: number', { maxValue: { value: '100.5' } }, '100.51', ['validation_max_value']],
    [
      'minValue: date',
      { minValue: { value: '2024-01-01 00:00:00' } },
      '2023-12-31 23:59:59',
      ['validation_min_value'],
    ],
    ['maxValue: date', { maxValue: { value: '2024-01-01 00:00:00' } }, '2024-01-01 00:00:00', []],
    [
      'maxValue: date-only bound',
      { maxValue: { value: '2006-11-21' } },
      '2006-11-22',
      ['validation_max_value'],
    ],
    ['maxValue: Date value', { maxValue: { value: '2006-11-21' } }, new Date(Date.UTC(2000, 0, 1)), []],
    ['email', { email: {} }, 'ivan@gmial.com', ['validation_email_domain_typo']],
    ['email: own message', { email: { message: 'bad_mail' } }, 'ivan@', ['bad_mail']],
    ['email: skips empty', { email: {} }, '', []],
    ['phone', { phone: { value: { country: 'RU' } } }, '916123', ['phone_min_length']],
    ['phone: phone value', { phone: {} }, { countryCode: 'ru', phoneNum: '9161234567' }, []],
    [
      'phone: mask bound',
      { phone: { value: { mask: '###-###' } } },
      '1234567',
      ['validation_phone_max_length'],
    ],
    ['phone: not a phone', { phone: {} }, 42, ['validation_phone']],
    ['phoneConfirm: length', { phoneConfirm: { value: 4 } }, '12345', ['equal_length']],
    ['phoneConfirm: letters and digits', { phoneConfirm: { value: 4 } }, 'a1B2', []],
    [
      'phoneConfirm: mask',
      { phoneConfirm: { value: { length: 4, mask: '^\\d+$' } } },
      'a1B2',
      ['auth_incorrect_code'],
    ],
    [
      'compare: differs',
      { compare: { value: 'password' } },
      'secret1',
      ['validation_compare'],
      { password: 'secret' },
    ],
    ['compare: same', { compare: { value: 'password' } }, 'secret', [], { password: 'secret' }],
    ['match: bare pattern', { match: { value: '^\\d+$' } }, '12a', ['validation_match']],
    ['match: literal with flags', { match: { value: '/^[a-z]+$/i', message: 'latin_only' } }, 'ABC', []],
    ['match: RegExp', { match: { value: /^[a-z]+$/g } }, 'abc', []],
    ['match: skips empty', { match: { value: '^\\d+$' } }, '', []],
    [
      'match: server list',
      {
        match: {
          value: [
            { value: '^9', message: 'phone_starts_9' },
            { value: '^\\d{10}$', message: 'phone_10' },
          ],
        },
      },
      '91612',
      ['phone_10'],
    ],
    ['boolean: not boolean', { boolean: {} }, 'yes', ['validation_boolean']],
    ['boolean: must be true', { boolean: { value: true } }, false, ['validation_boolean']],
    ['boolean: any boolean', { boolean: {} }, false, []],
    ['isDateTime: default format', { isDateTime: {} }, '2024-02-30 10:00:00', ['validation_date_time']],
    ['isDateTime: own format', { isDateTime: { value: 'dd.MM.yyyy' } }, '29.02.2024', []],
    ['isImage: extensions', { isImage: {} }, 'passport.PNG', []],
    ['isImage: url with query', { isImage: {} }, 'https://cdn/x/photo.webp?v=2', []],
    ['isImage: not an image', { isImage: {} }, 'passport.pdf', ['validation_image']],
    [
      'isImage: file objects',
      { isImage: {} },
      [
        { name: 'a.jpg', type: 'image/jpeg' },
        { name: 'b.svg', type: 'image/svg+xml' },
      ],
      [],
    ],
    [
      'isImage: lying type',
      { isImage: {} },
      { name: 'a.jpg', type: 'application/pdf' },
      ['validation_image'],
    ],
    ['isImage: own list', { isImage: { value: ['png'] } }, 'a.jpg', ['validation_image']],
    ['custom: false', { custom: { value: () => false } }, 'x', ['validation_custom']],
    ['custom: own key', { custom: { value: (v: unknown) => (v === 'x' ? 'too_x' : true) } }, 'x', ['too_x']],
    [
      'custom: sees other values',
      { custom: { value: (_v: unknown, all: Record<string, unknown>) => all.ok === 1 } },
      'x',
      [],
      { ok: 1 },
    ],
  ])('%s', (_name, map, value, expected, values) => {
    expect(failures(map, value, values)).toEqual(expected);
  });
});

describe('checkValue', () => {
  it('reports only required for a missing value, and every other failure otherwise', () => {
    const map: ValidationMap = { minLength: { value: 8 }, match: { value: '^\\d+$' }, required: {} };
    expect(failures(map, '')).toEqual(['required']);
    expect(failures(map, 'ab')).toEqual(['min_symbols_limit', 'validation_match']);
  });

  it('reports a shared message key once', () => {
    expect(
      failures({ minLength: { value: 5, message: 'x' }, match: { value: '^\\d+$', message: 'x' } }, 'ab'),
    ).toEqual(['x']);
  });

  it('applies length bounds only to non-empty values, for any bound', () => {
    fc.assert(
      fc.property(
        fc.nat(50),
        fc.nat(50),
        (min, max) => failures({ minLength: { value: min }, maxLength: { value: max } }, '').length === 0,
      ),
    );
  });

  it('agrees with the length of any text', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.nat(20),
        (text, bound) => {
          const length = Array.from(text).length;
          expect(failures({ minLength: { value: bound } }, text)).toEqual(
            length < bound ? ['min_symbols_limit'] : [],
          );
          expect(failures({ maxLength: { value: bound } }, text)).toEqual(
            length > bound ? ['validation_max_length'] : [],
          );
        },
      ),
    );
  });
});

describe('compileRules', () => {
  it('knows the fourteen rule types of the spec', () => {
    expect(RULE_TYPES).toHaveLength(14);
  });

  it.each<[string, Record<string, unknown>]>([
    ['unknown rule type', { minimum: { value: 1 } }],
    ['length bound not a number', { minLength: { value: 'six' } }],
    ['negative length', { maxLength: { value: -1 } }],
    ['missing length', { minLength: {} }],
    ['value bound unusable', { minValue: { value: 'soon' } }],
    ['bad regex', { match: { value: '([' } }],
    ['compare without field', { compare: {} }],
    ['custom without function', { custom: { value: 'isAdult' } }],
    ['phone options not an object', { phone: { value: 'RU' } }],
    ['isDateTime format not text', { isDateTime: { value: 1 } }],
  ])('refuses a map with a %s', (_name, map) => {
    expect(() => compileRules(map as ValidationMap)).toThrow(ValidationConfigError);
  });
});
