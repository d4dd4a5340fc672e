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

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
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
