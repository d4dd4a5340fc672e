import type { AbTestEntry } from '@sportsbook/core/analytics/ab-assignment';
import { AB_DATA_TTL_MS } from '@sportsbook/core/constants/network-timing.constants';
import { readExpiringEntry, writeExpiring } from '../storage/expiring-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { AB_URL, analyticsPost, pageUrl } from './analytics-request';

/** What the collector takes per list (ab.json state, event.json sids). */
const MAX_ENTRIES = 100;

let asking: Promise<void> | null = null;
/** After a failed ask, the next waits as long as an answer would have lasted: no retry storm (ANA-10). */
let quietUntil = 0;

function isEntry(value: unknown): value is AbTestEntry {
  const sid = (value as { sid?: unknown } | null)?.sid;
  return (typeof sid === 'string' && sid.length > 0 && sid.length <= 64) || Number.isInteger(sid);
}

/** The stored entries, expired or not; storage a visitor edited by hand yields only the entries that parse. */
function storedEntries(now: number): { entries: AbTestEntry[]; fresh: boolean } {
  const stored = readExpiringEntry<unknown>(STORAGE_KEYS.abTests, now);
  const entries = Array.isArray(stored?.value) ? stored.value.filter(isEntry).slice(0, MAX_ENTRIES) : [];
  return { entries, fresh: stored !== null && !stored.expired };
}

/** The device's AB-test sids, sent with every batch (ANA-09); the last answer's while a new one is asked. */
export function abSids(now: number = Date.now()): (string | number)[] {
  return storedEntries(now).entries.map((entry) => entry.sid);
}

/**
 * Asks ab.json for the device's tests when none are stored or the stored answer is 10 minutes old (ANA-09),
 * sending the stored entries as `state` so the server keeps their variants. The answer is stored under the
 * AB-tests key for 10 minutes. A failure is ignored.
 */
export function refreshAbTests(deviceId: string, now: number = Date.now()): Promise<void> {
  if (asking || now < quietUntil) return asking ?? Promise.resolve();
  const { entries, fresh } = storedEntries(now);
  if (fresh) return Promise.resolve();
  asking = analyticsPost<{ data?: unknown }>(AB_URL, deviceId, {
    w: Math.round(window.innerWidth),
    u: pageUrl(window.location.href),
    state: entries,
  })
    .then((answer) => {
      const list = Array.isArray(answer?.data) ? answer.data.filter(isEntry).slice(0, MAX_ENTRIES) : [];
      writeExpiring(
        STORAGE_KEYS.abTests,
        list.map(({ sid }) => ({ sid })),
        Date.now() + AB_DATA_TTL_MS,
      );
    })
    .catch(() => {
      quietUntil = Date.now() + AB_DATA_TTL_MS;
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}

/** Forgets the in-memory state between test runs (the stored answer stays in storage). */
export function resetAbTests(): void {
  asking = null;
  quietUntil = 0;
}
