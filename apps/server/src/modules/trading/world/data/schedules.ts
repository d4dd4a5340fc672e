import type { Names } from '../../../feed/feed-model';
import type { Schedule } from '../world.types';

/** Start of week 0 of every calendar (a Monday, 00:00 UTC): rounds are numbered from it, so they never move. */
export const WEEK_EPOCH_MS = Date.UTC(2026, 0, 5);

/** Hours from Monday 00:00 UTC to the start of each day. */
export const DAY = { mon: 0, tue: 24, wed: 48, thu: 72, fri: 96, sat: 120, sun: 144 } as const;

const TWO_WEEKS_HOURS = 14 * 24;

/** One round a week from `day`, its fixtures at `slots` hours after that day's midnight (UTC). */
export function weekly(day: number, slots: readonly number[], horizonHours = TWO_WEEKS_HOURS): Schedule {
  return { kind: 'rounds', everyHours: 168, offsetHours: day, slotHours: slots, horizonHours };
}

/** A round every `hours`, fixtures at `slots` hours after its start. */
export function every(
  hours: number,
  slots: readonly number[],
  horizonHours = TWO_WEEKS_HOURS,
  offsetHours = 0,
): Schedule {
  return { kind: 'rounds', everyHours: hours, offsetHours, slotHours: slots, horizonHours };
}

/** One contest of `field` participants every `everyMinutes` between `fromHour` and `toHour` UTC. */
export function events(options: {
  everyMinutes: number;
  offsetMinutes?: number;
  fromHour?: number;
  toHour?: number;
  field: number;
  horizonHours: number;
  titles: readonly Names[];
}): Schedule {
  return {
    kind: 'events',
    everyMinutes: options.everyMinutes,
    offsetMinutes: options.offsetMinutes ?? 0,
    fromHour: options.fromHour ?? 0,
    toHour: options.toHour ?? 24,
    field: options.field,
    horizonHours: options.horizonHours,
    titles: options.titles,
  };
}
