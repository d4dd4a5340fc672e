import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStorage, writeStorage } from './local-storage';

/** The spec's local database size (CON-11), written out so a changed constant fails here. */
const DATABASE_SIZE = 4_980_736;

describe('writeStorage', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('fills the store up to the database size and refuses one character more, keeping the old value', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.clear();
    writeStorage('a', 'x'.repeat(DATABASE_SIZE - 2));
    writeStorage('b', '');
    expect(readStorage('b')).toBe('');
    writeStorage('b', 'y');
    expect(readStorage('b')).toBe('');
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('counts a replaced value once, so an entry can be rewritten when the store is full', () => {
    window.localStorage.clear();
    writeStorage('a', 'x'.repeat(DATABASE_SIZE - 1));
    writeStorage('a', 'z'.repeat(DATABASE_SIZE - 1));
    expect(readStorage('a')?.[0]).toBe('z');
  });
});
