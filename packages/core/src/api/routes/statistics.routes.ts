import type { RouteDefinition } from '../route-definition';
import { feedQuery } from '../schemas/feed-query.schema';
import { queryId, queryInt, queryText } from '../schemas/query-values.schema';
import type { FeedCall } from './platform-routes';
import { platformRoutes } from './platform-routes';

const gameQuery = feedQuery({ gameId: queryId });

/** Statistics data calls (spec section 7, all GET); the statistics pages and frame read them. */
const STATISTICS_CALLS = {
  LineUps: { summary: 'Line-ups of a game', query: gameQuery },
  LineUps2: { summary: 'Line-ups of a game with positions and substitutes', query: gameQuery },
  HeadToHead: { summary: 'Past meetings of the two teams of a game', query: gameQuery },
  ShortPlayersInfo: { summary: 'Short player cards of a game’s squads', query: gameQuery },
  TeamLastGames: {
    summary: 'Last games of a team',
    query: feedQuery({ teamId: queryId, count: queryInt(1, 100).optional() }),
  },
  Status: { summary: 'Live status of a game: period, clock, incidents', query: gameQuery },
  StageTable: {
    summary: 'A stage (league) table',
    query: feedQuery({ stageId: queryId, tt: queryText(16).optional() }),
  },
  GetStadiumForGame_2: { summary: 'The venue of a game', query: gameQuery },
  HorsesRace: { summary: 'Runners and form of a horse race', query: feedQuery({ raceid: queryId }) },
  FindMainLiveByLineId: {
    summary: 'The live game matching a line (pre-match) game',
    query: gameQuery,
  },
} satisfies Record<string, FeedCall>;

export const statisticsApi = platformRoutes(
  {
    idPrefix: 'statistics',
    pathPrefix: '/service-api/statisticfeed/api/v1',
    tag: 'statistics',
    pathChoice: 'statistics',
  },
  STATISTICS_CALLS,
);

export const statisticsRoutes: readonly RouteDefinition[] = Object.values(statisticsApi);
