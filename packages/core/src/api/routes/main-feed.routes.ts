import type { RouteDefinition } from '../route-definition';
import { FEED_GAME_QUERY, FEED_LIST_QUERY, feedQuery } from '../schemas/feed-query.schema';
import { queryId } from '../schemas/query-values.schema';
import type { FeedCall } from './platform-routes';
import { platformRoutes } from './platform-routes';

const gameQuery = feedQuery({ ...FEED_GAME_QUERY, id: queryId.optional(), gameId: queryId.optional() });
const sportQuery = feedQuery({ ...FEED_LIST_QUERY, sportId: queryId });

/** The main-line-feed and main-live-feed calls (spec section 7), the same in both. */
const MAIN_FEED_CALLS = {
  'v1/expressDay': { summary: 'Expresses of the day', query: feedQuery(FEED_LIST_QUERY) },
  'v1/gameEvents': { summary: 'All markets of a game (gameId, or id as in GetGameZip)', query: gameQuery },
  'v1/gameInfo': { summary: 'Game header: teams, start, score, venue (gameId or id)', query: gameQuery },
  'personalise/v1/sliderGames': {
    summary: 'Games for the home slider, personalised for a logged-in player',
    query: feedQuery(FEED_LIST_QUERY),
  },
  'sportSection/v1/gamesByChamp': {
    summary: 'Games of a championship',
    query: feedQuery({ ...FEED_LIST_QUERY, champId: queryId }),
  },
  'sportSection/v1/gamesByOpp': {
    summary: 'Games of a team (opponent)',
    query: feedQuery({ ...FEED_LIST_QUERY, teamId: queryId }),
  },
  'sportSection/v1/topChamps': {
    summary: 'Top championships of a sport, or of all sports',
    query: feedQuery(FEED_LIST_QUERY),
  },
  'sportSection/v1/champsBySport': { summary: 'Championships of a sport', query: sportQuery },
} satisfies Record<string, FeedCall>;

export const mainLineFeedApi = platformRoutes(
  { idPrefix: 'main-line-feed', pathPrefix: '/service-api/main-line-feed', tag: 'main-line-feed' },
  MAIN_FEED_CALLS,
);

export const mainLiveFeedApi = platformRoutes(
  { idPrefix: 'main-live-feed', pathPrefix: '/service-api/main-live-feed', tag: 'main-live-feed' },
  MAIN_FEED_CALLS,
);

export const mainFeedRoutes: readonly RouteDefinition[] = [
  ...Object.values(mainLineFeedApi),
  ...Object.values(mainLiveFeedApi),
];
