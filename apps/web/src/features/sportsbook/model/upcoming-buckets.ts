import { UPCOMING_BUCKET_BOUNDS_S } from '@sportsbook/core/constants/events.constants';

/** The upcoming-event groups of spec section 4: 0 (0 to 2 hours), 1 (2 to 4 hours), 2 (over 4 hours). */
export type UpcomingBucket = 0 | 1 | 2;
export const UPCOMING_BUCKETS: readonly UpcomingBucket[] = [0, 1, 2];

/**
 * The group of a game by its time to start. A bound belongs to the group it closes (2 hours exactly is still
 * "within 2 hours"), as the feed's `tf` window counts it; a game past its start time is in the first group.
 */
export function upcomingBucket(startSec: number, nowSec: number): UpcomingBucket {
  const toStart = startSec - nowSec;
  const index = UPCOMING_BUCKET_BOUNDS_S.findIndex((bound) => toStart <= bound);
  return (index === -1 ? UPCOMING_BUCKET_BOUNDS_S.length : index) as UpcomingBucket;
}

/** The `tf` window (ms) that covers a group, so a list of the first groups asks only for those games. */
export function bucketWindowMs(bucket: UpcomingBucket): number | undefined {
  const bound = UPCOMING_BUCKET_BOUNDS_S[bucket];
  return bound === undefined ? undefined : bound * 1000;
}

/** Games split into the three groups, each in the order given. */
export function splitByBucket<T extends { S: number }>(games: readonly T[], nowSec: number): T[][] {
  const groups: T[][] = UPCOMING_BUCKETS.map(() => []);
  for (const game of games) groups[upcomingBucket(game.S, nowSec)]!.push(game);
  return groups;
}
