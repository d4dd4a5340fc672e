import { createSeededRandom } from '@sportsbook/core/random/seeded-random';
import type { Names } from '../../feed/feed-model';
import { shuffled } from '../engine/random-draws';
import { WEEK_EPOCH_MS } from './data/schedules';
import type { Schedule, WorldChamp } from './world.types';

/** One game the calendar schedules: a round-robin pairing, or a race's field. */
export interface Fixture {
  readonly champId: number;
  /** Round of the season (1-based), or the event's number of the day. */
  readonly round: number;
  readonly startMs: number;
  /** 0 for outrights. */
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  /** Outrights: the field in participant order (P = index + 1). */
  readonly field?: readonly number[];
  readonly title?: Names;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

function periodMs(schedule: Schedule): number {
  return schedule.kind === 'rounds' ? schedule.everyHours * HOUR_MS : schedule.everyMinutes * MINUTE_MS;
}

function offsetMs(schedule: Schedule): number {
  return schedule.kind === 'rounds' ? schedule.offsetHours * HOUR_MS : schedule.offsetMinutes * MINUTE_MS;
}

/** When round (or event) `index` of a schedule starts; indices count from WEEK_EPOCH_MS and never move. */
export function indexStartMs(schedule: Schedule, index: number): number {
  return WEEK_EPOCH_MS + offsetMs(schedule) + index * periodMs(schedule);
}

/** The first index whose games may still be under way at `atMs`, given how long a game can last. */
export function firstIndexAt(schedule: Schedule, atMs: number, longestGameMs: number): number {
  const lastSlotMs = schedule.kind === 'rounds' ? Math.max(...schedule.slotHours) * HOUR_MS : 0;
  return Math.floor(
    (atMs - longestGameMs - lastSlotMs - WEEK_EPOCH_MS - offsetMs(schedule)) / periodMs(schedule),
  );
}

/** Round-robin pairings by the circle method; the second half of the cycle swaps home and away. */
export function roundRobin(teamIds: readonly number[], round: number): [number, number][] {
  const list = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, 0];
  const n = list.length;
  const cycle = n - 1;
  const k = round % (2 * cycle);
  const base = k % cycle;
  const rotated = [list[0], ...list.slice(1).map((_, j) => list[1 + ((j + base) % cycle)])];
  const pairs: [number, number][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = rotated[i];
    const b = rotated[n - 1 - i];
    if (a === 0 || b === 0) continue;
    const homeFirst = i === 0 ? base % 2 === 0 : i % 2 === 0;
    const pair: [number, number] = homeFirst ? [a, b] : [b, a];
    pairs.push(k >= cycle ? [pair[1], pair[0]] : pair);
  }
  return pairs;
}

const numbered = (title: Names, n: number): Names => ({
  en: title.en.replace('#', String(n)),
  ru: title.ru.replace('#', String(n)),
  ar: title.ar.replace('#', String(n)),
});

/** The fixtures of one round (or event) of a championship, the same for the same seed. */
export function fixturesOf(champ: WorldChamp, index: number, seed: number): Fixture[] {
  const { schedule } = champ;
  const random = createSeededRandom(seed).fork(`calendar:${champ.id}:${index}`);
  const start = indexStartMs(schedule, index);
  if (schedule.kind === 'rounds') {
    const cycle = 2 * (champ.teamIds.length - 1 + (champ.teamIds.length % 2));
    return shuffled(roundRobin(champ.teamIds, index), random).map(([home, away], i) => ({
      champId: champ.id,
      round: (((index % cycle) + cycle) % cycle) + 1,
      startMs: start + schedule.slotHours[i % schedule.slotHours.length] * HOUR_MS,
      homeTeamId: home,
      awayTeamId: away,
    }));
  }
  const minuteOfDay = (((start % (24 * HOUR_MS)) + 24 * HOUR_MS) % (24 * HOUR_MS)) / MINUTE_MS;
  if (minuteOfDay < schedule.fromHour * 60 || minuteOfDay >= schedule.toHour * 60) return [];
  const ofDay = Math.floor((minuteOfDay - schedule.fromHour * 60) / schedule.everyMinutes) + 1;
  const field = shuffled(champ.teamIds, random).slice(0, schedule.field);
  const title =
    schedule.titles[((index % schedule.titles.length) + schedule.titles.length) % schedule.titles.length];
  return [
    {
      champId: champ.id,
      round: ofDay,
      startMs: start,
      homeTeamId: 0,
      awayTeamId: 0,
      field,
      ...(title ? { title: numbered(title, ofDay) } : {}),
    },
  ];
}
