import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketWindowMs, splitByBucket, upcomingBucket } from './upcoming-buckets';

const NOW = 1_800_000_000;

describe('upcoming-event groups (0-2 h, 2-4 h, over 4 h; bounds 7200 and 14400 s)', () => {
  it.each([
    [0, 0],
    [-600, 0],
    [1, 0],
    [7199, 0],
    [7200, 0],
    [7201, 1],
    [14_400, 1],
    [14_401, 2],
    [86_400, 2],
  ])('a game %i s from now is in group %i', (toStart, bucket) => {
    expect(upcomingBucket(NOW + toStart, NOW)).toBe(bucket);
  });

  it('never puts a later game in an earlier group', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e7 }), fc.integer({ min: 0, max: 1e6 }), (start, later) => {
        expect(upcomingBucket(NOW + start + later, NOW)).toBeGreaterThanOrEqual(
          upcomingBucket(NOW + start, NOW),
        );
      }),
    );
  });

  it('asks the feed for the window that covers each group (tf in ms); the last group has none', () => {
    expect([bucketWindowMs(0), bucketWindowMs(1), bucketWindowMs(2)]).toEqual([
      7_200_000,
      14_400_000,
      undefined,
    ]);
  });

  it('splits a list into the three groups, each in the given order', () => {
    const games = [9000, 100, 20_000, 5000, 14_000].map((toStart, i) => ({ I: i, S: NOW + toStart }));
    expect(splitByBucket(games, NOW).map((group) => group.map((game) => game.I))).toEqual([
      [1, 3],
      [0, 4],
      [2],
    ]);
  });
});
