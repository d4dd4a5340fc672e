import type { MenuSortId } from '@sportsbook/core/constants/sports-menu.constants';
import { ODDS_FORMAT_CFVIEW, oddsFormatOfCfview } from '@sportsbook/core/odds/index';
import { PlatformError } from '../../../platform/http/platform-envelope';
import { feedLanguage } from '../format/feed-language';
import type { FormatOptions } from '../format/format-context';

/** spec/linefeed-format.md: count defaults to 50 and is at most 1000. */
export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 1000;

/** The parameters of the feed calls this module reads; the route schemas have parsed them already. */
export interface FeedQuery {
  readonly lng?: string;
  readonly cfview?: number;
  readonly sports?: readonly number[];
  readonly filterSports?: readonly number[];
  readonly champs?: readonly number[];
  readonly antisports?: readonly number[];
  readonly games?: readonly number[];
  readonly sportId?: number;
  readonly sport?: number;
  readonly champId?: number;
  readonly champ?: number;
  readonly countryId?: number;
  readonly teamId?: number;
  readonly count?: number;
  readonly limit?: number;
  readonly page?: number;
  readonly tf?: number;
  readonly tz?: number;
  readonly top?: boolean;
  readonly getEmpty?: boolean;
  readonly groupChamps?: boolean;
  readonly id?: number;
  readonly gameId?: number;
  readonly isSubGames?: boolean;
  readonly GroupEvents?: boolean;
  readonly marketType?: number;
  readonly stageId?: number;
  readonly text?: string;
  readonly strict?: boolean;
  /** GetSportsShortZip: the sports menu's order (SPT-22). */
  readonly sort?: MenuSortId;
}

export function formatOptions(query: FeedQuery): FormatOptions {
  const format = oddsFormatOfCfview(query.cfview ?? 0) ?? 'decimal';
  return { lng: feedLanguage(query.lng), cfview: ODDS_FORMAT_CFVIEW[format] };
}

/** Ids from comma lists and single-id parameters together; undefined when none was given. */
export function idsOf(...parts: (readonly number[] | number | undefined)[]): readonly number[] | undefined {
  const ids = parts.flatMap((part) => (part === undefined ? [] : typeof part === 'number' ? [part] : part));
  return ids.length > 0 ? [...new Set(ids)].sort((a, b) => a - b) : undefined;
}

/** A required parameter that is missing: HTTP 400 with ErrorCode 400 in the envelope. */
export function missingParameter(name: string): PlatformError {
  return new PlatformError(400, `Invalid request parameters: ${name}`, 400);
}

/** One of several names of a required id (`champ` or `champId`, `id` or `gameId`). */
export function requiredId(name: string, ...values: (number | undefined)[]): number {
  const value = values.find((v) => v !== undefined);
  if (value === undefined) throw missingParameter(name);
  return value;
}
