import { whenPageIdle } from '../idle/when-page-idle';

/**
 * Loads the web-vitals reporter in its own chunk once the page has loaded and the browser is idle, so it adds
 * nothing to the first-load JS.
 */
export function scheduleWebVitals(): void {
  if (typeof PerformanceObserver === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  whenPageIdle(() => void import('./web-vitals-reporter').then((reporter) => reporter.startWebVitals()));
}
