import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage-keys';
import { ensureStorageVersion } from './storage-version';

const store = window.localStorage;

describe('ensureStorageVersion (CON-11, version 1)', () => {
  afterEach(() => store.clear());

  it('stamps an unstamped store with version 1 and keeps what it holds', () => {
    store.setItem(STORAGE_KEYS.coupon, '{"events":[1]}');
    ensureStorageVersion();
    expect(store.getItem(STORAGE_KEYS.storageVersion)).toBe('1');
    expect(store.getItem(STORAGE_KEYS.coupon)).toBe('{"events":[1]}');
  });

  it('clears entries written in another version before anything reads them', () => {
    store.setItem(STORAGE_KEYS.storageVersion, '0');
    store.setItem(STORAGE_KEYS.coupon, '[1,2]');
    store.setItem(`${STORAGE_KEYS.dictionaryPrefix}en`, '{}');
    ensureStorageVersion();
    expect(store.getItem(STORAGE_KEYS.coupon)).toBeNull();
    expect(store.getItem(`${STORAGE_KEYS.dictionaryPrefix}en`)).toBeNull();
    expect(store.getItem(STORAGE_KEYS.storageVersion)).toBe('1');
  });

  it('leaves a store of this version alone', () => {
    store.setItem(STORAGE_KEYS.storageVersion, '1');
    store.setItem(STORAGE_KEYS.theme, 'dark');
    ensureStorageVersion();
    expect(store.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });
});
