import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './request-fingerprint';

describe('requestFingerprint', () => {
  it('ignores key order and undefined fields, at every depth', () => {
    expect(requestFingerprint({ a: 1, b: { c: [1, 2], d: 'x' }, e: undefined })).toBe(
      requestFingerprint({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
  });

  it.each([
    [{ amount: '10' }, { amount: '10.5' }],
    [{ amount: '10' }, { amount: 10 }],
    [{ list: [1, 2] }, { list: [2, 1] }],
    [{ user: 1n }, { user: 2n }],
    [{ a: null }, { a: 'null' }],
  ])('tells %o from %o', (a, b) => {
    expect(requestFingerprint(a)).not.toBe(requestFingerprint(b));
  });
});
