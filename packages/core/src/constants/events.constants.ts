/** Event reference values of spec sections 3, 4 and 9 (CON-08). */

/** Upper bounds (seconds to start) of the upcoming-event groups: 0-2 h, 2-4 h, then over 4 h. */
export const UPCOMING_BUCKET_BOUNDS_S: readonly number[] = [7200, 14_400];

export const EVENT_PHASE = {
  acceptingBets: 1,
  settled: 2,
  betsNotAccepted: 3,
  canceled: 4,
} as const;
export type EventPhase = (typeof EVENT_PHASE)[keyof typeof EVENT_PHASE];

export const LINE_FEED_KIND = { LIVE: 1, LINE: 3 } as const;
export type LineFeedKind = (typeof LINE_FEED_KIND)[keyof typeof LINE_FEED_KIND];
