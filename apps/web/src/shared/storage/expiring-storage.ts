import { DEFAULT_EXPIRY_MS } from '@sportsbook/core/constants/network-timing.constants';
import { readStorageJson, removeStorage, writeStorage } from './local-storage';

interface Stored<T> {
  value: T;
  expiresAt: number;
}

/** Keeps a value until its expiry (AUTH-19): the given moment, else 15 minutes from now. */
export function writeExpiring<T>(
  key: string,
  value: T,
  expiresAt: number = Date.now() + DEFAULT_EXPIRY_MS,
): void {
  writeStorage(key, JSON.stringify({ value, expiresAt } satisfies Stored<T>));
}

/** The value while it has not expired; an expired one is forgotten on the way. */
export function readExpiring<T>(key: string, now: number = Date.now()): T | null {
  const stored = readStorageJson<Stored<T>>(key);
  if (!stored || typeof stored.expiresAt !== 'number') return null;
  if (stored.expiresAt <= now) {
    removeStorage(key);
    return null;
  }
  return stored.value;
}

/**
 * The stored value and whether it has expired, without forgetting it: a refresh may need what was stored
 * (the AB tests send their previous state when they are asked again).
 */
export function readExpiringEntry<T>(
  key: string,
  now: number = Date.now(),
): { value: T; expired: boolean } | null {
  const stored = readStorageJson<Stored<T>>(key);
  if (!stored || typeof stored.expiresAt !== 'number') return null;
  return { value: stored.value, expired: stored.expiresAt <= now };
}
