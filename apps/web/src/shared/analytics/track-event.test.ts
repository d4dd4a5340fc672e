import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsHost } from './analytics-test-host';
import { stopAnalytics, trackEvent } from './track-event';

describe('trackEvent', () => {
  afterEach(() => {
    stopAnalytics();
    vi.unstubAllGlobals();
  });

  it('loads the client on first use and queues the event with the time it happened', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12, 0, 0) });
    const host = analyticsHost();
    trackEvent(1043, { s1: 'email' });
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(3000);
    const batch = host.events()[0]!.body.ev!;
    expect(batch.at(-1)).toEqual({ ts: Date.UTC(2026, 10, 22, 12, 0, 0), e: 1043, m: { s1: 'email' } });
  });

  it('drops what a stopped run queued while the client was still loading', async () => {
    vi.useFakeTimers();
    const host = analyticsHost();
    trackEvent(1070);
    stopAnalytics();
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(host.sent).toEqual([]);
  });
});
