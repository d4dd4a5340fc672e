import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededRandom } from './seeded-random';

describe('seeded random', () => {
  it('replays the same sequence for the same seed and differs for another', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const c = createSeededRandom(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('forks independently of draws made on the parent', () => {
    const fresh = createSeededRandom(7).fork('feed').next();
    const parent = createSeededRandom(7);
    parent.next();
    parent.next();
    expect(parent.fork('feed').next()).toBe(fresh);
  });

  it('keeps int() inside its bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (seed, min, span) => {
        const r = createSeededRandom(seed);
        for (let i = 0; i < 10; i++) {
          const v = r.int(min, min + span);
          if (v < min || v > min + span || !Number.isInteger(v)) return false;
        }
        return true;
      }),
    );
  });

  it('is roughly uniform', () => {
    const r = createSeededRandom(1);
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 100_000; i++) buckets[Math.floor(r.next() * 10)]++;
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
