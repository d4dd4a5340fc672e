import { z } from 'zod';
import { platformEnvelopeSchema } from '../schemas/platform-envelope.schema';
import {
  feedChampCountryGroupSchema,
  feedChampEntrySchema,
  feedChampWithGamesSchema,
} from './feed-champ.schema';
import { feedExpressSchema } from './feed-express.schema';
import { feedIncidentSchema, feedInsightsSchema } from './feed-game-extras.schema';
import { feedGameSchema, feedListGameSchema } from './feed-game.schema';
import { feedGlobalChampSchema, feedGlobalChampWithGamesSchema } from './feed-global-champ.schema';
import { feedSearchEntrySchema } from './feed-search.schema';
import { feedSportShortSchema } from './feed-sport.schema';
import { feedStageIdSchema, feedStageTableSchema } from './feed-stage-table.schema';

const games = z.array(feedListGameSchema);
const champs = z.array(feedChampEntrySchema);
const expresses = z.array(feedExpressSchema);

/** `Value` of every LineFeed and LiveFeed call (spec/linefeed-format.md), by call name. */
export const FEED_CALL_VALUES = {
  Get1x2_VZip: games,
  GetChampsZip: z.array(z.union([feedChampEntrySchema, feedChampCountryGroupSchema])),
  GetChampZip: feedChampWithGamesSchema,
  GetSportsShortZip: z.array(feedSportShortSchema),
  GetGameZip: feedGameSchema,
  GetFavoritesZip: games,
  GetGamesTeamZip: games,
  GetTopGamesStatZip: games,
  WebGetTopChampsZip: champs,
  Web_SearchZip: z.array(feedSearchEntrySchema),
  GetAsia1x2_VZip: games,
  GetAsiaChampZip: feedChampWithGamesSchema,
  GetAsiaGameZip: feedGameSchema,
  GetGlobalChampsZip: z.array(feedGlobalChampSchema),
  GetGlobalChampZip: feedGlobalChampWithGamesSchema,
  TopGamesStatDashbord: games,
  GameInsights: feedInsightsSchema,
  GetChronoOfPlay: z.array(feedIncidentSchema),
  GetStageTableIds: z.array(feedStageIdSchema),
  GetStageTableZip2: feedStageTableSchema,
  GetExpressDayZip: expresses,
  GetExpressDayExtendedZip: expresses,
} as const;

/** `Value` of the main-line-feed and main-live-feed calls, by call path. */
export const MAIN_FEED_CALL_VALUES = {
  'v1/expressDay': expresses,
  'v1/gameEvents': feedGameSchema,
  'v1/gameInfo': feedGameSchema,
  'personalise/v1/sliderGames': games,
  'sportSection/v1/gamesByChamp': games,
  'sportSection/v1/gamesByOpp': games,
  'sportSection/v1/topChamps': champs,
  'sportSection/v1/champsBySport': champs,
} as const;

export type FeedCallName = keyof typeof FEED_CALL_VALUES;
export type MainFeedCallName = keyof typeof MAIN_FEED_CALL_VALUES;

/** The whole response (the platform envelope) of a feed call. */
export function feedResponseSchema(call: FeedCallName | MainFeedCallName) {
  const value =
    call in FEED_CALL_VALUES
      ? FEED_CALL_VALUES[call as FeedCallName]
      : MAIN_FEED_CALL_VALUES[call as MainFeedCallName];
  return platformEnvelopeSchema(value);
}
