import { describe, expect, it } from 'vitest';
import { AnalyticsQueue, type AnalyticsQueuePolicy } from './analytics-queue';

const event = (e: number) => ({ ts: 1_000 + e, e });

function filled(count: number, policy?: AnalyticsQueuePolicy): AnalyticsQueue {
  const queue = new AnalyticsQueue(policy);
  for (let i = 0; i < count; i++) queue.enqueue(event(i));
  return queue;
}

describe('AnalyticsQueue', () => {
  it.each([
    [1, false],
    [9, false],
    [10, true],
    [11, true],
  ])('with %i queued, a full batch waiting is %s (sent at once at 10)', (count, full) => {
    const queue = new AnalyticsQueue();
    let answer = false;
    for (let i = 0; i < count; i++) answer = queue.enqueue(event(i));
    expect(answer).toBe(full);
  });

  it('hands over the queued events in order and empties the queue', () => {
    const queue = filled(3);
    expect(queue.take(0)).toEqual([event(0), event(1), event(2)]);
    expect(queue.size).toBe(0);
    expect(queue.take(0)).toBeNull();
  });

  it.each([
    // [sends already made at these times, now, allowed wait]
    [[0, 100, 200, 300], 400, 0],
    [[0, 100, 200, 300, 400], 500, 500],
    [[0, 100, 200, 300, 400], 999, 1],
    [[0, 100, 200, 300, 400], 1000, 0],
    [[500, 600, 700, 800, 900], 1450, 50],
  ])('after sends at %j, at %i ms the next send waits %i ms (5 a second)', (times, now, wait) => {
    const queue = new AnalyticsQueue();
    for (const at of times) {
      queue.enqueue(event(at));
      expect(queue.take(at)).not.toBeNull();
    }
    queue.enqueue(event(now));
    expect(queue.waitMs(now)).toBe(wait);
    expect(queue.take(now) === null).toBe(wait > 0);
  });

  it('sends at most maxBatchEvents per request and keeps the rest', () => {
    const policy = { batchSize: 10, maxRequestsPerSecond: 5, maxBatchEvents: 4, maxQueued: 100 };
    const queue = filled(10, policy);
    expect(queue.take(0)).toHaveLength(4);
    expect(queue.size).toBe(6);
  });

  it('drops the oldest events beyond maxQueued (a tab hidden for long)', () => {
    const policy = { batchSize: 10, maxRequestsPerSecond: 5, maxBatchEvents: 100, maxQueued: 5 };
    const queue = filled(8, policy);
    expect(queue.take(0)?.map((queued) => queued.e)).toEqual([3, 4, 5, 6, 7]);
  });
});
