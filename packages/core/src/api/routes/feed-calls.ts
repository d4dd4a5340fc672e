import { z } from 'zod';
import { MENU_SORT } from '../../constants/sports-menu.constants';
import type { FeedCall } from './platform-routes';
import { bodyIdList } from '../schemas/body-values.schema';
import { FEED_GAME_QUERY, FEED_LIST_QUERY, feedQuery } from '../schemas/feed-query.schema';
import { queryBool, queryId, queryInt } from '../schemas/query-values.schema';

const listQuery = feedQuery(FEED_LIST_QUERY);
const gameQuery = feedQuery(FEED_GAME_QUERY);
const champQuery = feedQuery({ ...FEED_LIST_QUERY, champ: queryId.optional() });
const gameIdQuery = feedQuery({ id: queryId });
const GAMES = 'Value: an array of games';
/** The sports menu's orders (SPT-22); another id is refused like any malformed parameter. */
const menuSortQuery = z.coerce
  .number()
  .pipe(z.literal(Object.values(MENU_SORT)))
  .meta({
    description: '10000 the operator’s sport order, 10001 top sports first, 10002 most open games first',
  });

/** Calls answered by both LineFeed and LiveFeed (spec section 7, Feeds). */
export const FEED_CALLS = {
  Get1x2_VZip: {
    summary: 'Games with their main outcomes, flat',
    query: listQuery,
    value: GAMES,
    oldNames: ['Get1x2_Zip'],
  },
  GetChampsZip: {
    summary: 'Championships of a sport, optionally grouped by country',
    query: feedQuery({ ...FEED_LIST_QUERY, sport: queryId.optional() }),
    value: 'Value: [{ SI, SN, LI, L, LE, CI, GC, CHIMG }]',
  },
  GetChampZip: {
    summary: 'One championship with its games',
    query: champQuery,
    value: 'Value: { SI, LI, L, CN, G: [games] }',
  },
  GetSportsShortZip: {
    summary: 'Sports with game and championship counts, in the menu order `sort` picks',
    query: feedQuery({ ...FEED_LIST_QUERY, sort: menuSortQuery.optional() }),
    value: 'Value: [{ I, N, C, CC, L? }]',
  },
  GetGameZip: { summary: 'One game with all its markets', query: gameQuery, value: 'Value: one game' },
  GetFavoritesZip: {
    summary: 'Games of the given favourite games and championships',
    query: listQuery,
    value:
      'Value: an array of games: those of `games` and `champs` (a guest’s local favourites); with neither, a logged-in player’s stored favourite games, plus by `filterType` bits those of their favourite championships (1) and teams (2); LineFeed the games not yet live, LiveFeed the live ones',
  },
  GetGamesTeamZip: {
    summary: 'Games of a team',
    query: feedQuery({ ...FEED_LIST_QUERY, teamId: queryId }),
    value: GAMES,
  },
  GetTopGamesStatZip: { summary: 'Top games with statistics', query: listQuery, value: GAMES },
  WebGetTopChampsZip: { summary: 'Top championships', query: listQuery },
  Web_SearchZip: {
    summary: 'Search games, teams and championships by text',
    query: feedQuery({
      text: z.string().trim().min(1).max(100),
      limit: queryInt(1, 1000).optional(),
      strict: queryBool.optional(),
    }),
    value: 'Value: game-like entries { I, CI, LI, L, LE, O1, O2, O1E, O2E, S }',
  },
  GetAsia1x2_VZip: {
    summary: 'Games with Asian handicap and total as main outcomes',
    query: listQuery,
    value: GAMES,
    pathChoice: 'feed-asia',
  },
  GetAsiaChampZip: {
    summary: 'One championship in the Asian view',
    query: champQuery,
    pathChoice: 'feed-asia',
  },
  GetAsiaGameZip: {
    summary: 'One game in the Asian view (Asian lines first)',
    query: gameQuery,
    pathChoice: 'feed-asia',
  },
  GetGlobalChampsZip: {
    summary: 'Global championships spanning sports (e.g. Olympics)',
    query: listQuery,
    pathChoice: 'feed-global-champ',
  },
  GetGlobalChampZip: {
    summary: 'One global championship with its sports and games',
    query: champQuery,
    pathChoice: 'feed-global-champ',
  },
  TopGamesStatDashbord: { summary: 'Dashboard of top games with statistics', query: listQuery },
  GameInsights: { summary: 'Insights of a game: form, trends, notable facts', query: gameIdQuery },
  GetChronoOfPlay: { summary: 'Chronology of a game’s incidents', query: gameIdQuery },
} satisfies Record<string, FeedCall>;

/** Calls answered by LineFeed only. */
export const LINE_ONLY_FEED_CALLS = {
  GetStageTableIds: {
    summary: 'Stage table ids of a championship',
    query: feedQuery({ champ: queryId.optional(), champId: queryId.optional() }),
  },
  GetStageTableZip2: { summary: 'A stage (league) table', query: feedQuery({ stageId: queryId }) },
  GetExpressDayZip: { summary: 'Expresses of the day', query: listQuery, pathChoice: 'feed-express-day' },
  GetExpressDayExtendedZip: {
    summary: 'Expresses of the day with their full games',
    query: listQuery,
    pathChoice: 'feed-express-day',
  },
  BuildDuel: {
    summary: 'Price a duel between two sets of teams or players',
    method: 'POST',
    query: feedQuery({}),
    body: z.looseObject({ team1Ids: bodyIdList(50), team2Ids: bodyIdList(50) }),
    value:
      'Value: { I duel id, SI, T1, T2 (the ids), O1, O2, O1E, O2E, O1R, O2R (members joined with " + "), E: [{ G, T, C, CV? }] (G1 1X2, G8 double chance, G100001 draw no bet; 1X2 without T2 where a duel cannot end level), WP: { P1, PX, P2 }, S }; ids are teams or players (from GetAvailablePlayersForDuel) of one sport, not both, and no id on both sides',
  },
  GetAvailablePlayersForDuel: {
    summary: 'Teams and players available for a duel in a game',
    query: gameIdQuery,
    value: 'Value: { I, SI, T: [{ I, N, NE, NR, P: [starters { I, N, NE, NR, NU, PT, PN, COI }] }] }',
  },
} satisfies Record<string, FeedCall>;
