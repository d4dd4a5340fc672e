import type { WebVitalName } from '@sportsbook/core/constants/web-vitals.constants';
import { ANALYTICS_API } from '../http/api-paths';

export const WEB_VITALS_URL = `${ANALYTICS_API}/web-vitals`;

/** Not in TypeScript's DOM types yet. */
interface LayoutShift extends PerformanceEntry {
  readonly value: number;
  readonly hadRecentInput: boolean;
}

function observe<E extends PerformanceEntry>(type: string, onEntries: (entries: E[]) => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  // buffered: the reporter loads after the page went idle and still sees what happened before.
  new PerformanceObserver((list) => onEntries(list.getEntries() as E[])).observe({ type, buffered: true });
}

/**
 * Measures this page view's FCP, LCP, CLS, FID and TTFB (CON-10) and sends them once, when the visitor hides or
 * leaves the page, since LCP and CLS keep changing until then. The server rates them against the thresholds.
 */
export function startWebVitals(): void {
  const measures: Partial<Record<WebVitalName, number>> = {};
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.responseStart > 0) measures.TTFB = navigation.responseStart;
  observe('paint', (entries) => {
    const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
    if (fcp) measures.FCP = fcp.startTime;
  });
  observe('largest-contentful-paint', (entries) => {
    const latest = entries.at(-1);
    if (latest) measures.LCP = latest.startTime;
  });
  observe<PerformanceEventTiming>('first-input', ([first]) => {
    if (first) measures.FID = first.processingStart - first.startTime;
  });
  // CLS is the largest burst of shifts: shifts less than 1 s apart, within 5 s, not caused by input.
  let burst = 0;
  let burstStart = 0;
  let lastShift = 0;
  observe<LayoutShift>('layout-shift', (entries) => {
    for (const shift of entries) {
      if (shift.hadRecentInput) continue;
      const joins = burst > 0 && shift.startTime - lastShift < 1000 && shift.startTime - burstStart < 5000;
      if (!joins) [burst, burstStart] = [0, shift.startTime];
      burst += shift.value;
      lastShift = shift.startTime;
      measures.CLS = Math.max(measures.CLS ?? 0, burst);
    }
  });

  let sent = false;
  const send = () => {
    const metrics = Object.entries(measures).map(([name, value]) => ({ name, value }));
    if (sent || metrics.length === 0) return;
    sent = true;
    navigator.sendBeacon(WEB_VITALS_URL, new Blob([JSON.stringify({ metrics })], { type: 'application/json' }));
  };
  addEventListener('pagehide', send);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
}
