import type { RouteDefinition } from '../route-definition';
import { POSITION_LIST } from '../feed-responses/statistics-positions';
import { feedQuery } from '../schemas/feed-query.schema';
import { queryId, queryInt, queryText } from '../schemas/query-values.schema';
import type { FeedCall } from './platform-routes';
import { platformRoutes } from './platform-routes';

const gameQuery = feedQuery({ gameId: queryId });

const PLAYER = '{ I, N, NE, NR, NU number, PT position, PN position name, COI country }';
const PAST_GAME = '{ I? feed game id, S start, LI, L, O1I, O1, O2I, O2, S1, S2, PS: [{ S1, S2 }] }';

/**
 * Statistics data calls (spec section 7, all GET); the statistics pages and frame read them. The spec shows
 * no shapes (STAT-14): these are designed in the feed's short keys, names in `lng` with NE/NR copies.
 */
const STATISTICS_CALLS = {
  LineUps: {
    summary: 'Line-ups of a game',
    query: gameQuery,
    value: `Value: { I, SI, T: [{ I, N, NE, NR, F formation, P: [starters ${PLAYER}], SB: [substitutes] }] }, home side first, T empty where participants are individuals; PT: ${POSITION_LIST}`,
  },
  LineUps2: {
    summary: 'Line-ups of a game with positions and substitutes',
    query: gameQuery,
    value:
      'Value: as LineUps, each starter also with X, Y (0-100 on the pitch, Y from its own goal) and CP: 1 for the captain',
  },
  HeadToHead: {
    summary: 'Past meetings of the two teams of a game',
    query: gameQuery,
    value: `Value: { I, T1: { I, N, NE, NR }, T2, W1, X, W2 (wins of T1, draws, wins of T2), G1, G2 (their goals), G: [${PAST_GAME}] } newest first`,
  },
  ShortPlayersInfo: {
    summary: 'Short player cards of a game’s squads',
    query: gameQuery,
    value:
      'Value: [{ ...player, TI team, A age, H height cm, W weight kg, R rating, GP games played this season, SC scored, AS assists }]',
  },
  TeamLastGames: {
    summary: 'Last games of a team',
    query: feedQuery({ teamId: queryId, count: queryInt(1, 100).optional() }),
    value:
      'Value: { I, N, NE, NR, F form letters, G: [past game + R: W, D or L] } newest first; count defaults to 10',
  },
  Status: {
    summary: 'Live status of a game: period, clock, incidents',
    query: gameQuery,
    value:
      'Value: { I, CI, SI, LI, S, ST (0 not started, 1 live, 2 finished, 3 cancelled), PH phase, SC?: { FS, PS, CP, CPS, TS, SLS }, ST2?: [{ ID, S1, S2 }] }; finished games answer from the records after the feed archives them',
  },
  StageTable: {
    summary: 'A stage (league) table',
    query: feedQuery({ stageId: queryId, tt: queryText(16).optional() }),
    value:
      'Value: { I, SI, LI, L, TT, R: [{ Pos, TI, TN, GP, W, D, LS, SF, SA, PT, F }] }; tt: 0 or all (default), 1 or home, 2 or away',
  },
  GetStadiumForGame_2: {
    summary: 'The venue of a game',
    query: gameQuery,
    value: 'Value: { I, N, NE, NR, CT city, COI, CN country, CP capacity, Y opened, SF surface }',
  },
  HorsesRace: {
    summary: 'Runners and form of a horse race',
    query: feedQuery({ raceid: queryId }),
    value:
      'Value: { I, N? title, LI, L, S, DS distance m, GO going, RN: [{ NU, I horse id, N, NE, NR, J jockey, TR trainer, A, WG kg, DR draw, F form, R rating, C?, CV? }] }; raceid is the race’s game id',
  },
  FindMainLiveByLineId: {
    summary: 'The live game matching a line (pre-match) game',
    query: gameQuery,
    value: 'Value: { I main game id (a sub-game id resolves to its game), CI, SI, LI, S, LV live now }',
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
