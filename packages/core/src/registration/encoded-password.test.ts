import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePassword, encodePassword } from './encoded-password';

describe('encoded passwords', () => {
  it('round-trips any text, including non-ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (password) => {
        expect(decodePassword(encodePassword(password))).toBe(password);
      }),
    );
  });

  it.each([
    ['U2VjcmV0LXBhc3MtMQ==', 'Secret-pass-1'],
    ['0J/QsNGA0L7Qu9GMMQ==', 'Пароль1'],
  ])('decodes %s', (encoded, plain) => {
    expect(decodePassword(encoded)).toBe(plain);
  });

  it.each(['not base64!', 'abc', 'U2VjcmV0=', '//79'])('refuses %s', (text) => {
    expect(decodePassword(text)).toBeUndefined();
  });
});
