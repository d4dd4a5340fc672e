/**
 * Keeps the promise of each loaded value, so concurrent requests share one load and a clear() during a load
 * cannot put stale data back (the promise is stored before the load starts). Failures are not kept. When
 * full, the oldest entry goes: keys come from request parameters, so their number must stay bounded.
 */
export class PromiseCache<V> {
  private readonly entries = new Map<string, Promise<V>>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const loading = load();
    this.entries.set(key, loading);
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    return loading;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
