import type { z } from 'zod';
import { queryBool, queryId, queryIdList, queryInt, queryObject, queryText } from './query-values.schema';

/**
 * Parameters every feed-family call accepts (spec section 3 and spec/linefeed-format.md): language, odds
 * format, the partner/country pair that selects the configuration, and the flags the platform's clients send.
 */
export const FEED_COMMON_QUERY = {
  lng: queryText(10).optional(),
  cfview: queryInt(0, 10).optional(),
  partner: queryInt(0, 1e9).optional(),
  ref: queryInt(0, 1e9).optional(),
  country: queryInt(0, 1e6).optional(),
  fcountry: queryInt(0, 1e6).optional(),
  geo: queryText(16).optional(),
  gr: queryInt(0, 1e9).optional(),
  groupId: queryInt(0, 1e9).optional(),
  mode: queryInt(0, 100).optional(),
  tz: queryInt(-24, 24).optional(),
  tzo: queryInt(-24, 24).optional(),
  mobi: queryBool.optional(),
  adult: queryBool.optional(),
  virtualSports: queryBool.optional(),
  noFilterBlockEvent: queryBool.optional(),
};

/** Parameters of the list calls (Get1x2_VZip and its kin). */
export const FEED_LIST_QUERY = {
  sports: queryIdList().optional(),
  champs: queryIdList().optional(),
  antisports: queryIdList().optional(),
  games: queryIdList().optional(),
  subGames: queryIdList().optional(),
  count: queryInt(1, 100_000).optional(),
  limit: queryInt(1, 100_000).optional(),
  page: queryInt(1, 1e6).optional(),
  tf: queryInt(0, 1e12).optional(),
  top: queryBool.optional(),
  getEmpty: queryBool.optional(),
  countryFirst: queryBool.optional(),
  groupChamps: queryBool.optional(),
  live: queryBool.optional(),
  sportId: queryId.optional(),
  subSportId: queryId.optional(),
  champId: queryId.optional(),
  countryId: queryId.optional(),
  topChamps: queryBool.optional(),
  filterSports: queryIdList().optional(),
  filterType: queryInt(0, 1000).optional(),
};

/** Parameters of the one-game calls (GetGameZip and its kin); `id` is the game. */
export const FEED_GAME_QUERY = {
  id: queryId,
  isSubGames: queryBool.optional(),
  GroupEvents: queryBool.optional(),
  allEventsGroupSubGames: queryBool.optional(),
  countevents: queryInt(1, 100_000).optional(),
  grMode: queryInt(0, 100).optional(),
  marketType: queryInt(0, 100).optional(),
  topGroups: queryText(200).optional(),
  isNewBuilder: queryBool.optional(),
};

/** A feed query: the common parameters plus the call's own; unknown parameters are ignored. */
export function feedQuery<S extends z.core.$ZodLooseShape>(own: S) {
  return queryObject({ ...FEED_COMMON_QUERY, ...own });
}
