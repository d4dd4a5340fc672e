import { isUuid } from '@sportsbook/core/analytics/uuid';
import { readStorage, writeStorage } from '../storage/local-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

/** crypto.randomUUID exists only on secure pages; a site opened over plain http on a LAN address has none. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * This browser's analytics id (ANA-08), kept in storage. One that is missing or is no UUID is replaced by a new
 * one (spec section 5); `created` says so, and the caller sends USER_NEW for it.
 */
export function ensureDeviceId(): { id: string; created: boolean } {
  const stored = readStorage(STORAGE_KEYS.deviceId);
  if (isUuid(stored)) return { id: stored, created: false };
  const id = newUuid();
  writeStorage(STORAGE_KEYS.deviceId, id);
  return { id, created: true };
}
