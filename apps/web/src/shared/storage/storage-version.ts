import { LOCAL_STORAGE_DB } from '@sportsbook/core/constants/storage.constants';
import { readStorage, writeStorage } from './local-storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Stamps the store with the layout version of spec section 9 (CON-11, version 1). A browser holding another
 * version's entries has them cleared before anything reads them, so a future change of what a key holds
 * never feeds old shapes to new code. An unstamped store is this layout: the stamp came after it.
 */
export function ensureStorageVersion(): void {
  const version = String(LOCAL_STORAGE_DB.version);
  const stored = readStorage(STORAGE_KEYS.storageVersion);
  if (stored === version) return;
  if (stored !== null) {
    try {
      window.localStorage.clear();
    } catch {
      // Storage that cannot be cleared cannot be read either: nothing old can reach the app.
    }
  }
  writeStorage(STORAGE_KEYS.storageVersion, version);
}
