import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWebVitals, WEB_VITALS_URL } from './web-vitals-reporter';

type Callback = (list: { getEntries(): unknown[] }) => void;

/** A browser's PerformanceObserver reduced to what the reporter uses: entries are fed by type. */
function fakeObservers() {
  const byType = new Map<string, Callback>();
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint', 'first-input', 'layout-shift'];
    constructor(private readonly callback: Callback) {}
    observe({ type }: { type: string }) {
      byType.set(type, this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (type: string, entries: object[]) => byType.get(type)!({ getEntries: () => entries });
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('startWebVitals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('measures the five vitals and beacons them once to the server when the page is hidden', async () => {
    const feed = fakeObservers();
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ responseStart: 420 } as unknown as PerformanceEntry]);

    startWebVitals();
    feed('paint', [{ name: 'first-paint', startTime: 900 }, { name: 'first-contentful-paint', startTime: 1000 }]);
    feed('largest-contentful-paint', [{ startTime: 1500 }, { startTime: 2600 }]);
    feed('first-input', [{ startTime: 3000, processingStart: 3120 }]);
    feed('layout-shift', [
      { startTime: 100, value: 0.05, hadRecentInput: false },
      { startTime: 600, value: 0.04, hadRecentInput: false },
      { startTime: 700, value: 0.5, hadRecentInput: true },
      // Over a second after the last shift: a new, smaller burst, so CLS stays 0.09.
      { startTime: 2000, value: 0.02, hadRecentInput: false },
    ]);
    hidePage();
    hidePage();

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe(WEB_VITALS_URL);
    expect(url).toBe('/analytics-api/web-vitals');
    const { metrics } = JSON.parse(await body.text()) as { metrics: { name: string; value: number }[] };
    const byName = Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
    expect(byName).toEqual({ TTFB: 420, FCP: 1000, LCP: 2600, FID: 120, CLS: expect.closeTo(0.09, 10) });
  });

  it('sends nothing when nothing was measured', () => {
    fakeObservers();
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    startWebVitals();
    hidePage();
    expect(beacon).not.toHaveBeenCalled();
  });
});
