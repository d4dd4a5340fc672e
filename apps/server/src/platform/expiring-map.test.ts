import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock';
import { ExpiringMap } from './expiring-map';

describe('ExpiringMap', () => {
  it('keeps a value for its time to live, then forgets it', () => {
    const clock = new ManualClock();
    const map = new ExpiringMap<number, string>(clock, 1000);
    map.set(1, 'a');
    clock.advance(999);
    expect(map.get(1)).toBe('a');
    clock.advance(1);
    expect(map.get(1)).toBeUndefined();
  });

  it('drops the oldest value beyond its capacity, a value set again counting as new', () => {
    const map = new ExpiringMap<number, string>(new ManualClock(), 1000, 2);
    map.set(1, 'a');
    map.set(2, 'b');
    map.set(1, 'a2');
    map.set(3, 'c');
    expect([map.get(1), map.get(2), map.get(3)]).toEqual(['a2', undefined, 'c']);
  });

  it('forgets a deleted value', () => {
    const map = new ExpiringMap<number, string>(new ManualClock(), 1000);
    map.set(1, 'a');
    map.delete(1);
    expect(map.get(1)).toBeUndefined();
  });
});
