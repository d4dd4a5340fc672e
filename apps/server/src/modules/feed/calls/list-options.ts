import type { Clock } from '../../../platform/clock';
import type { FormatOptions } from '../format/format-context';
import { DEFAULT_COUNT, formatOptions, idsOf, MAX_COUNT, type FeedQuery } from './feed-options';

/** What a game list answers to: filters, paging and format; flat, so it is also the cache key. */
export interface ListOptions extends FormatOptions {
  readonly sports?: readonly number[];
  readonly champs?: readonly number[];
  readonly antisports?: readonly number[];
  readonly games?: readonly number[];
  readonly countryId?: number;
  readonly teamId?: number;
  readonly top: boolean;
  readonly getEmpty: boolean;
  /** tf: only games starting within this many ms of `fromMinute`. */
  readonly tf?: number;
  /** The minute `tf` counts from, so an answer cached for a window is at most a minute old. */
  readonly fromMinute?: number;
  readonly count: number;
  readonly page: number;
}

export function listOptions(query: FeedQuery, clock: Clock, defaultCount = DEFAULT_COUNT): ListOptions {
  const tf = query.tf;
  return {
    ...formatOptions(query),
    sports: idsOf(query.sports, query.filterSports, query.sportId),
    champs: idsOf(query.champs, query.champId),
    antisports: idsOf(query.antisports),
    games: idsOf(query.games),
    countryId: query.countryId,
    teamId: query.teamId,
    top: query.top ?? false,
    getEmpty: query.getEmpty ?? false,
    ...(tf !== undefined && { tf, fromMinute: Math.floor(clock.nowMs() / 60_000) }),
    count: Math.min(MAX_COUNT, query.count ?? query.limit ?? defaultCount),
    page: query.page ?? 1,
  };
}
