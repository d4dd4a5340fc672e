import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { i18n } from '../i18n/i18n-instance';
import { serverClockOffsetMs, setServerClockOffset } from './analytics-clock';
import { stopAnalytics, track } from './analytics-client';
import { rememberAnalyticsProject } from './analytics-project';
import { analyticsHost } from './analytics-test-host';

const DEVICE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SERVER_TS = Date.UTC(2026, 10, 22, 12, 0, 5);

/** The analytics host answering event.json with SERVER_TS; the stored AB tests are fresh, so no ab.json. */
const collector = (
  eventAnswer: () => Response | Promise<Response> = () => Response.json({ data: { ts: SERVER_TS } }),
) => analyticsHost({ eventAnswer });

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('analytics client', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12, 0, 0) });
    window.localStorage.setItem(STORAGE_KEYS.deviceId, DEVICE);
    // Fresh AB tests: these tests look at event.json alone.
    window.localStorage.setItem(
      STORAGE_KEYS.abTests,
      JSON.stringify({ value: [{ sid: 'checkout-v2:b' }], expiresAt: Date.now() + 600_000 }),
    );
  });

  afterEach(() => {
    stopAnalytics();
    setHidden(false);
    setServerClockOffset(0);
    rememberAnalyticsProject(0);
    vi.unstubAllGlobals();
  });

  it('sends the queue 3 s after the first event, all events in one batch', async () => {
    const host = collector();
    track(1043);
    await vi.advanceTimersByTimeAsync(1000);
    track(1070, { i1: 2 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(host.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.batches()).toEqual([[1043, 1070]]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(host.sent).toHaveLength(1);
  });

  it('sends at once when 10 events are queued', async () => {
    const host = collector();
    for (let i = 0; i < 9; i++) track(1001 + i);
    await settle();
    expect(host.sent).toHaveLength(0);
    track(1010);
    await settle();
    expect(host.batches()).toEqual([[1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010]]);
  });

  it('sends at most 5 requests a second; the rest wait for the cap', async () => {
    const host = collector();
    for (let i = 0; i < 70; i++) track(10_000);
    await settle();
    expect(host.events()).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(999);
    expect(host.events()).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    // The 20 that waited go together once a send is allowed again.
    expect(host.events().map((call) => call.body.ev?.length)).toEqual([10, 10, 10, 10, 10, 20]);
  });

  it('posts the batch with keepalive, the page, the screen, the sids and the device headers', async () => {
    const host = collector();
    i18n.changeLanguage('ru');
    rememberAnalyticsProject(42);
    window.history.replaceState(null, '', '/ru/line/football?x=1');
    track(1043, { s1: 'email', i1: 3.7, extra: 'dropped' });
    await vi.advanceTimersByTimeAsync(3000);
    const [call] = host.sent;
    expect(call).toMatchObject({
      url: '/analytics-api/event.json',
      keepalive: true,
      headers: { 'X-Lang': 'ru', 'X-Uuid': DEVICE, 'M-Project-Id': '42' },
    });
    expect(call!.body).toEqual({
      w: window.innerWidth,
      sw: window.screen.width,
      sh: window.screen.height,
      u: `${window.location.origin}/ru/line/football?x=1`,
      r: document.referrer,
      ev: [{ ts: Date.UTC(2026, 10, 22, 12, 0, 0), e: 1043, m: { s1: 'email', i1: 3 } }],
      sids: ['checkout-v2:b'],
    });
  });

  it('leaves M-Project-Id out when the site configured none', async () => {
    const host = collector();
    track(1043);
    await vi.advanceTimersByTimeAsync(3000);
    expect(host.sent[0]!.headers).not.toHaveProperty('M-Project-Id');
  });

  it('takes the answer’s ts as the server clock and stamps later events with it', async () => {
    const host = collector();
    track(1043);
    await vi.advanceTimersByTimeAsync(3000);
    // Sent and answered at 12:00:03 by the fake clock; the server said 12:00:05.
    expect(serverClockOffsetMs()).toBe(2000);
    track(1070);
    await vi.advanceTimersByTimeAsync(3000);
    expect(host.sent[1]!.body.ev?.[0]?.ts).toBe(Date.UTC(2026, 10, 22, 12, 0, 5));
  });

  it('sends nothing while the tab is hidden and the held events once it shows again', async () => {
    const host = collector();
    setHidden(true);
    for (let i = 0; i < 12; i++) track(1070);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(host.sent).toHaveLength(0);
    setHidden(false);
    await settle();
    expect(host.batches()).toEqual([Array.from({ length: 12 }, () => 1070)]);
  });

  it.each([
    ['a server error', () => Response.json({ message: 'down' }, { status: 500 })],
    ['a lost connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer that is no JSON', () => new Response('<html>', { status: 502 })],
  ])('ignores %s: no message, no retry, and the next events still go', async (_name, answer) => {
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    const host = collector(answer);
    track(1071);
    await vi.advanceTimersByTimeAsync(3000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.events()).toHaveLength(1);
    track(1070);
    await vi.advanceTimersByTimeAsync(3000);
    expect(host.batches()).toEqual([[1071], [1070]]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
    expect(serverClockOffsetMs()).toBe(0);
  });
});
