import type { Clock } from '../clock';

export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly retryAfterMs: number;
}

/** Fixed-window counters; the Redis store shares them between server processes. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAtMs: number }>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAtMs: number }>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, windowMs: number) {
    const now = this.clock.nowMs();
    let window = this.windows.get(key);
    if (!window || window.resetAtMs <= now) {
      window = { count: 0, resetAtMs: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 100_000) this.sweep(now);
    }
    window.count += 1;
    return { ...window };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAtMs <= now) this.windows.delete(key);
  }
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  async check(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    const { count, resetAtMs } = await this.store.hit(key, windowMs);
    return count <= limit
      ? { allowed: true, retryAfterMs: 0 }
      : { allowed: false, retryAfterMs: Math.max(0, resetAtMs - this.clock.nowMs()) };
  }
}
