import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { startAnalytics, stopAnalytics, track } from './analytics-client';
import { analyticsHost } from './analytics-test-host';

const DEVICE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const MINUTE_MS = 60_000;
const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.abTests) ?? 'null');

describe('AB tests (ANA-09)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12, 0, 0) });
    window.localStorage.setItem(STORAGE_KEYS.deviceId, DEVICE);
  });

  afterEach(() => {
    stopAnalytics();
    vi.unstubAllGlobals();
  });

  it('asks ab.json on start with w, u and an empty state, and stores the answer for 10 minutes', async () => {
    const host = analyticsHost({ abAnswer: () => [{ sid: 'checkout-v2:b' }] });
    startAnalytics();
    await vi.advanceTimersByTimeAsync(0);
    const [ask] = host.calls('/ab.json');
    expect(ask!.headers).toMatchObject({ 'X-Uuid': DEVICE });
    expect(ask!.body).toEqual({ w: window.innerWidth, u: window.location.href, state: [] });
    expect(stored()).toEqual({ value: [{ sid: 'checkout-v2:b' }], expiresAt: Date.now() + 10 * MINUTE_MS });
  });

  it('sends the stored sids with every batch and asks again only once they are 10 minutes old', async () => {
    let variant = 'b';
    const host = analyticsHost({ abAnswer: () => [{ sid: `checkout-v2:${variant}` }] });
    startAnalytics();
    track(1043);
    await vi.advanceTimersByTimeAsync(3000);
    expect(host.calls('/event.json')[0]!.body.sids).toEqual(['checkout-v2:b']);

    variant = 'a';
    await vi.advanceTimersByTimeAsync(6 * MINUTE_MS);
    track(1070);
    await vi.advanceTimersByTimeAsync(3000);
    expect(host.calls('/ab.json')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(4 * MINUTE_MS);
    track(1071);
    await vi.advanceTimersByTimeAsync(3000);
    const asks = host.calls('/ab.json');
    expect(asks).toHaveLength(2);
    // The second ask carries what was stored, so the server can keep the variant.
    expect(asks[1]!.body.state).toEqual([{ sid: 'checkout-v2:b' }]);
    expect(stored().value).toEqual([{ sid: 'checkout-v2:a' }]);
    track(1072);
    await vi.advanceTimersByTimeAsync(3000);
    expect(host.calls('/event.json').at(-1)!.body.sids).toEqual(['checkout-v2:a']);
  });

  it('keeps only well-formed entries of an edited store and of the answer', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.abTests,
      JSON.stringify({ value: [{ sid: 'menu:new' }, { nope: 1 }, 'x', { sid: '' }], expiresAt: 0 }),
    );
    const host = analyticsHost({ abAnswer: () => [{ sid: 'menu:new' }, { sid: { deep: 1 } }, null] });
    startAnalytics();
    await vi.advanceTimersByTimeAsync(0);
    expect(host.calls('/ab.json')[0]!.body.state).toEqual([{ sid: 'menu:new' }]);
    expect(stored().value).toEqual([{ sid: 'menu:new' }]);
  });

  it('ignores a failed ask without a message, and waits 10 minutes before the next', async () => {
    const consoleError = vi.spyOn(console, 'error');
    let down = true;
    const host = analyticsHost({ abAnswer: () => [{ sid: 'checkout-v2:a' }], fail: () => down });
    startAnalytics();
    for (let i = 0; i < 5; i++) {
      track(1043);
      await vi.advanceTimersByTimeAsync(3000);
    }
    expect(host.calls('/ab.json')).toHaveLength(1);
    expect(stored()).toBeNull();
    down = false;
    await vi.advanceTimersByTimeAsync(10 * MINUTE_MS);
    track(1043);
    await vi.advanceTimersByTimeAsync(3000);
    expect(host.calls('/ab.json')).toHaveLength(2);
    expect(stored().value).toEqual([{ sid: 'checkout-v2:a' }]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
