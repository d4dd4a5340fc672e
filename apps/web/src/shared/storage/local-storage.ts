import { LOCAL_STORAGE_DB } from '@sportsbook/core/constants/storage.constants';

/**
 * Local storage that never throws: private browsing modes and full quotas make the real API throw, and a
 * preference that cannot be saved must never break a page.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** What the other entries take, counted as browsers count their own quota: characters of keys and values. */
function sizeOfOthers(storage: Storage, key: string): number {
  let size = 0;
  for (let index = 0; index < storage.length; index += 1) {
    const other = storage.key(index);
    if (other !== null && other !== key) size += other.length + (storage.getItem(other)?.length ?? 0);
  }
  return size;
}

/** Saves unless the store would outgrow the spec's database size (CON-11); a refused write keeps the old value. */
export function writeStorage(key: string, value: string): void {
  try {
    const storage = window.localStorage;
    if (sizeOfOthers(storage, key) + key.length + value.length > LOCAL_STORAGE_DB.sizeBytes)
      throw new RangeError(`the store would outgrow ${LOCAL_STORAGE_DB.sizeBytes}`);
    storage.setItem(key, value);
  } catch (error) {
    console.warn(`storage: cannot save ${key}`, error);
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}

export function readStorageJson<T>(key: string): T | null {
  const text = readStorage(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    removeStorage(key);
    return null;
  }
}
