import { describe, expect, it } from 'vitest';
import { PromiseCache } from './promise-cache';

describe('PromiseCache', () => {
  it('shares one load between concurrent callers', async () => {
    const cache = new PromiseCache<number>(10);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it('loads again after clear and after a failure', async () => {
    const cache = new PromiseCache<number>(10);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 1)).toBe(1);
    cache.clear();
    expect(await cache.get('k', async () => 2)).toBe(2);
  });

  it('drops the oldest entry when full', async () => {
    const cache = new PromiseCache<string>(2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});
