import { describe, expect, it } from 'vitest';
import { toBase64 } from './base64';

describe('toBase64', () => {
  it.each([
    ['secret12', 'c2VjcmV0MTI='],
    ['пароль1', '0L/QsNGA0L7Qu9GMMQ=='],
    ['', ''],
  ])('%j -> %j', (text, encoded) => {
    expect(toBase64(text)).toBe(encoded);
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))).toBe(text);
  });
});
