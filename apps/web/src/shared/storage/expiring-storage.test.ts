import { describe, expect, it } from 'vitest';
import { readExpiring, writeExpiring } from './expiring-storage';

describe('expiring storage (AUTH-19)', () => {
  it('keeps a value until its expiry, 15 minutes by default', () => {
    const now = Date.now();
    writeExpiring('a', { token: 'x' });
    expect(readExpiring('a', now + 899_000)).toEqual({ token: 'x' });
    expect(readExpiring('a', now + 901_000)).toBeNull();
    expect(window.localStorage.getItem('a')).toBeNull();
  });

  it('honours a given expiry', () => {
    writeExpiring('b', 1, 1000);
    expect(readExpiring('b', 999)).toBe(1);
    expect(readExpiring('b', 1000)).toBeNull();
  });
});
