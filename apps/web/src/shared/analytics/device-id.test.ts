import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isUuid } from '@sportsbook/core/analytics/uuid';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { startAnalytics, stopAnalytics, track } from './analytics-client';
import { analyticsHost } from './analytics-test-host';

const storedId = () => window.localStorage.getItem(STORAGE_KEYS.deviceId);

/** A page load: the client starts, an event follows, and the tick sends the queue. */
async function pageLoad(event = 1043) {
  stopAnalytics();
  startAnalytics();
  track(event);
  await vi.advanceTimersByTimeAsync(3000);
}

describe('device id and USER_NEW (ANA-08)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    stopAnalytics();
    vi.unstubAllGlobals();
  });

  it('makes a device id on the first visit, keeps it, and sends USER_NEW for it once', async () => {
    const host = analyticsHost();
    await pageLoad(1043);
    const id = storedId();
    expect(isUuid(id)).toBe(true);
    expect(host.eventIds()).toEqual([ANALYTICS_EVENT.USER_NEW, 1043]);
    expect(host.calls('/event.json')[0]!.headers['X-Uuid']).toBe(id);

    await pageLoad(1070);
    await pageLoad(1071);
    expect(storedId()).toBe(id);
    expect(host.eventIds()).toEqual([ANALYTICS_EVENT.USER_NEW, 1043, 1070, 1071]);
    expect(host.sent.every((call) => call.headers['X-Uuid'] === id)).toBe(true);
  });

  it.each([['not-a-uuid'], ['0f8fad5b-d9cb-469f-a165'], ['"0f8fad5b-d9cb-469f-a165-70867728950e"'], ['']])(
    'replaces a stored id that is no UUID (%j) with a new one, announced with USER_NEW',
    async (bad) => {
      window.localStorage.setItem(STORAGE_KEYS.deviceId, bad);
      const host = analyticsHost();
      await pageLoad(1043);
      const id = storedId();
      expect(isUuid(id)).toBe(true);
      expect(host.eventIds()).toEqual([ANALYTICS_EVENT.USER_NEW, 1043]);
      expect(host.calls('/event.json')[0]!.headers['X-Uuid']).toBe(id);
    },
  );

  it('makes a valid id where crypto.randomUUID is missing (a page over plain http)', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    analyticsHost();
    await pageLoad(1043);
    expect(storedId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
