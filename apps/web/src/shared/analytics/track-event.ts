import { whenPageIdle } from '../idle/when-page-idle';
import type * as AnalyticsClient from './analytics-client';

type Client = typeof AnalyticsClient;
export type EventMetrics = Readonly<Record<string, number | string>>;

let client: Promise<Client> | null = null;

/** Calls run in order once the chunk is there, so a stop follows the events queued before it. */
function withClient(use: (module: Client) => void): void {
  client ??= import('./analytics-client');
  // ANA-10: analytics never disturbs the page, not even when its chunk cannot load.
  client.then(use, () => undefined);
}

/**
 * Queues an analytics event (ANA-01): an id of ANALYTICS_EVENT or REGISTRATION_EVENT and metrics under the
 * keys i1-i3, f1-f3, s1-s3. The client loads in its own chunk on first use; this stub is all the first load
 * carries. Never throws, never waits.
 */
export function trackEvent(id: number, metrics?: EventMetrics): void {
  const at = Date.now();
  withClient((module) => module.track(id, metrics, at));
}

/** Once the page is idle: the device id (USER_NEW for a new one) and the AB tests. */
export function scheduleAnalytics(): void {
  whenPageIdle(() => withClient((module) => module.startAnalytics()));
}

/** Drops the queue and every timer and listener; the test setup calls it so no timer outlives a test. */
export function stopAnalytics(): void {
  if (client) withClient((module) => module.stopAnalytics());
}
