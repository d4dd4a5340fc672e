import { cleanMetrics, type AnalyticsMetrics } from '@sportsbook/core/analytics/analytics-metrics';
import { AnalyticsQueue, type AnalyticsEvent } from '@sportsbook/core/analytics/analytics-queue';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { ANALYTICS } from '@sportsbook/core/constants/network-timing.constants';
import { abSids, refreshAbTests, resetAbTests } from './ab-tests';
import { serverClockOffsetMs, setServerClockOffset } from './analytics-clock';
import { analyticsPost, EVENT_URL, pageUrl } from './analytics-request';
import { ensureDeviceId } from './device-id';

type Timer = ReturnType<typeof setTimeout>;

/**
 * The analytics client (ANA-02 to ANA-10), loaded on first use. Events wait in the queue until the 3 s tick or
 * a full batch of 10, and go at most 5 requests a second. A hidden tab sends nothing: its events wait, and go
 * when the tab shows again. A failed post is dropped without a word or a retry. Timers run only while events
 * wait, so an idle page keeps none.
 */
class AnalyticsClient {
  private readonly queue = new AnalyticsQueue();
  private tick: Timer | null = null;
  private capWait: Timer | null = null;
  private deviceId: string | null = null;

  constructor() {
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  /** The device id, made on first need; a new one is announced with USER_NEW, once (ANA-08). */
  private device(): string {
    if (this.deviceId) return this.deviceId;
    const { id, created } = ensureDeviceId();
    this.deviceId = id;
    if (created) this.track(ANALYTICS_EVENT.USER_NEW);
    return id;
  }

  start(): void {
    void refreshAbTests(this.device());
  }

  track(id: number, metrics?: AnalyticsMetrics, at: number = Date.now()): void {
    this.device();
    const event: AnalyticsEvent = {
      ts: Math.round(at + serverClockOffsetMs()),
      e: id,
      ...(metrics && { m: metrics }),
    };
    if (this.queue.enqueue(event)) this.flush();
    else this.armTick();
  }

  private armTick(): void {
    if (this.tick !== null || this.queue.size === 0) return;
    this.tick = setTimeout(() => {
      this.tick = null;
      this.flush();
    }, ANALYTICS.sendIntervalMs);
  }

  private flush(): void {
    if (document.hidden) return;
    const now = Date.now();
    const waitMs = this.queue.waitMs(now);
    if (waitMs > 0) {
      this.capWait ??= setTimeout(() => {
        this.capWait = null;
        this.flush();
      }, waitMs);
      return;
    }
    const batch = this.queue.take(now);
    if (!batch) return;
    void this.send(batch);
    if (this.queue.hasFullBatch()) this.flush();
    else this.armTick();
  }

  private async send(events: AnalyticsEvent[]): Promise<void> {
    const deviceId = this.device();
    void refreshAbTests(deviceId);
    const sentAt = Date.now();
    try {
      const answer = await analyticsPost<{ data?: { ts?: unknown } } | null>(EVENT_URL, deviceId, {
        w: Math.round(window.innerWidth),
        sw: Math.round(window.screen.width),
        sh: Math.round(window.screen.height),
        u: pageUrl(window.location.href),
        r: pageUrl(document.referrer),
        ev: events,
        sids: abSids(),
      });
      const serverTs = answer?.data?.ts;
      // The answer left the server about halfway through the round trip.
      if (typeof serverTs === 'number') setServerClockOffset(serverTs - (sentAt + Date.now()) / 2);
    } catch {
      // ANA-10: a lost batch is not worth a message or a retry.
    }
  }

  private readonly onVisibility = () => {
    if (!document.hidden && this.queue.size > 0) this.flush();
  };

  stop(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    if (this.tick !== null) clearTimeout(this.tick);
    if (this.capWait !== null) clearTimeout(this.capWait);
    this.queue.clear();
  }
}

let client: AnalyticsClient | null = null;
const current = () => (client ??= new AnalyticsClient());

export function track(id: number, metrics?: Readonly<Record<string, unknown>>, at?: number): void {
  current().track(id, cleanMetrics(metrics), at);
}

export function startAnalytics(): void {
  current().start();
}

export function stopAnalytics(): void {
  client?.stop();
  client = null;
  resetAbTests();
}
