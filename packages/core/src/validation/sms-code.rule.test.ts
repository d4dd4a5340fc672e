import { describe, expect, it } from 'vitest';
import { checkSmsCode, type SmsCodeOptions } from './sms-code.rule';

describe('checkSmsCode', () => {
  it.each<[string, SmsCodeOptions, string | undefined]>([
    ['', { length: 6 }, 'auth_required_field'],
    ['   ', {}, 'auth_required_field'],
    ['12345', { length: 6 }, 'equal_length'],
    ['1234567', { length: 6 }, 'equal_length'],
    ['12a45b', { length: 6 }, undefined],
    ['12-456', { length: 6 }, 'auth_incorrect_code'],
    ['12a456', { length: 6, mask: /^\d+$/ }, 'auth_incorrect_code'],
    ['123456', { length: 6, mask: /^\d+$/ }, undefined],
    ['AbC9', {}, undefined],
  ])('%j with %o -> %s', (code, options, key) => {
    expect(checkSmsCode(code, options)).toBe(key);
  });
});
