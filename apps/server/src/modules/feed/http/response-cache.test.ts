import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedBody, ResponseCache } from './response-cache';

const body = (version: number, size: number) =>
  new CachedBody(version, `W/"${version}"`, Buffer.alloc(size, 'a'));

describe('ResponseCache', () => {
  it('answers a key only at the version it was built for', () => {
    const cache = new ResponseCache(10_000);
    cache.set('a', body(1, 10));
    expect(cache.get('a', 1)?.etag).toBe('W/"1"');
    expect(cache.get('a', 2)).toBeUndefined();
    // The stale answer is gone, not kept for later.
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('keeps within its byte budget, dropping the longest kept first', () => {
    const cache = new ResponseCache(300);
    cache.set('a', body(1, 100));
    cache.set('b', body(1, 100));
    cache.set('a', body(2, 100));
    cache.set('c', body(1, 100));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 2)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
  });

  it('keeps an answer larger than the budget until the next one comes', () => {
    const cache = new ResponseCache(10);
    cache.set('big', body(1, 100));
    expect(cache.get('big', 1)).toBeDefined();
  });
});

describe('CachedBody', () => {
  it('compresses once per encoding, to the same bytes', () => {
    const cached = new CachedBody(1, 'W/"1"', Buffer.from('{"Value":[1,2,3]}'.repeat(50)));
    const br = cached.in('br');
    expect(cached.in('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(cached.in('identity').toString());
    expect(gunzipSync(cached.in('gzip')).toString()).toBe(cached.in('identity').toString());
  });
});
