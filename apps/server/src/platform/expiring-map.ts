import type { Clock } from './clock';

/**
 * Values kept for `ttlMs` by the clock, at most `capacity` of them (the oldest go first). For values that may be
 * a little old, or that the one who uses them checks again.
 */
export class ExpiringMap<K, V> {
  private readonly entries = new Map<K, { readonly value: V; readonly atMs: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly capacity = 100_000,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock.nowMs() - entry.atMs < this.ttlMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, atMs: this.clock.nowMs() });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
