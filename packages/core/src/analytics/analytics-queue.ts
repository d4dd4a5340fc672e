import { ANALYTICS_MAX_BATCH_EVENTS, ANALYTICS_MAX_QUEUED_EVENTS } from '../constants/analytics.constants';
import { ANALYTICS } from '../constants/network-timing.constants';
import type { AnalyticsMetrics } from './analytics-metrics';

/** One event as sent (ANA-01): when (server-corrected ms), which id, and its metrics. */
export interface AnalyticsEvent {
  readonly ts: number;
  readonly e: number;
  readonly m?: AnalyticsMetrics;
}

export interface AnalyticsQueuePolicy {
  /** Queued events that are sent at once instead of waiting for the tick. */
  readonly batchSize: number;
  readonly maxRequestsPerSecond: number;
  /** Events one request carries at most. */
  readonly maxBatchEvents: number;
  /** Events kept while sending waits (a hidden tab); the oldest give way. */
  readonly maxQueued: number;
}

export const ANALYTICS_QUEUE_POLICY: AnalyticsQueuePolicy = {
  batchSize: ANALYTICS.batchSize,
  maxRequestsPerSecond: ANALYTICS.maxRequestsPerSecond,
  maxBatchEvents: ANALYTICS_MAX_BATCH_EVENTS,
  maxQueued: ANALYTICS_MAX_QUEUED_EVENTS,
};

const SECOND_MS = 1000;

/**
 * The analytics queue without timers or I/O (ANA-04): events wait until the tick (every sendIntervalMs, the
 * caller's timer) or until a full batch is queued; sends are capped per any one-second window. The caller asks
 * `take(now)` and sends what it gets.
 */
export class AnalyticsQueue {
  private events: AnalyticsEvent[] = [];
  /** When the sends of the last second happened, oldest first. */
  private sends: number[] = [];

  constructor(private readonly policy: AnalyticsQueuePolicy = ANALYTICS_QUEUE_POLICY) {}

  get size(): number {
    return this.events.length;
  }

  /** Queues an event; true when a full batch is waiting and should go at once. */
  enqueue(event: AnalyticsEvent): boolean {
    this.events.push(event);
    if (this.events.length > this.policy.maxQueued)
      this.events.splice(0, this.events.length - this.policy.maxQueued);
    return this.hasFullBatch();
  }

  hasFullBatch(): boolean {
    return this.events.length >= this.policy.batchSize;
  }

  /** How long until the per-second cap allows another send (0: now). */
  waitMs(now: number): number {
    this.sends = this.sends.filter((at) => at > now - SECOND_MS);
    if (this.sends.length < this.policy.maxRequestsPerSecond) return 0;
    return this.sends[0]! + SECOND_MS - now;
  }

  /** The next batch to send, its send counted; null when nothing waits or the cap says wait. */
  take(now: number): AnalyticsEvent[] | null {
    if (this.events.length === 0 || this.waitMs(now) > 0) return null;
    this.sends.push(now);
    return this.events.splice(0, this.policy.maxBatchEvents);
  }

  clear(): void {
    this.events = [];
    this.sends = [];
  }
}
