import { lineFeedApi, liveFeedApi } from '@sportsbook/core/api/routes/feed.routes';
import { mainLineFeedApi, mainLiveFeedApi } from '@sportsbook/core/api/routes/main-feed.routes';
import type { FeedKind } from '../store/feed-kind';
import { implementChampGames, implementChampList } from './champ.calls';
import { implementExpressDay } from './express.calls';
import type { FeedCallDeps } from './feed-call';
import { implementChrono, implementInsights } from './game-extras.calls';
import { DASHBOARD_GAMES, implementGameList, SLIDER_GAMES } from './game-list.calls';
import { implementGameCall } from './game.calls';
import { implementGlobalChamp, implementGlobalChamps } from './global-champ.calls';
import { implementSearch } from './search.calls';
import { implementSportsShort } from './sport.calls';
import { implementStageTable, implementStageTableIds } from './stage-table.calls';

const FEEDS = [
  { api: lineFeedApi, main: mainLineFeedApi, kind: 'line' as FeedKind },
  { api: liveFeedApi, main: mainLiveFeedApi, kind: 'live' as FeedKind },
] as const;

/**
 * Every LineFeed and LiveFeed call and the main-line-feed and main-live-feed v1 calls. GetFavoritesZip is the
 * favourites module's (it formats with the feed-games service); BuildDuel and GetAvailablePlayersForDuel the
 * statistics module's.
 */
export function registerFeedCalls(deps: FeedCallDeps): void {
  for (const { api, main, kind } of FEEDS) {
    implementGameList(deps, api.Get1x2_VZip, kind);
    implementGameList(deps, api.GetAsia1x2_VZip, kind, { variant: 'asia' });
    implementGameList(deps, api.GetGamesTeamZip, kind);
    implementGameList(deps, api.GetTopGamesStatZip, kind, { topFirst: true });
    implementGameList(deps, api.TopGamesStatDashbord, kind, {
      topFirst: true,
      defaultCount: DASHBOARD_GAMES,
    });
    implementChampList(deps, api.GetChampsZip, kind);
    implementChampList(deps, api.WebGetTopChampsZip, kind, { top: true });
    implementChampGames(deps, api.GetChampZip, kind, 'main');
    implementChampGames(deps, api.GetAsiaChampZip, kind, 'asia');
    implementSportsShort(deps, api.GetSportsShortZip, kind);
    implementGameCall(deps, api.GetGameZip, 'game');
    implementGameCall(deps, api.GetAsiaGameZip, 'asiaGame');
    implementSearch(deps, api.Web_SearchZip, kind);
    implementGlobalChamps(deps, api.GetGlobalChampsZip, kind);
    implementGlobalChamp(deps, api.GetGlobalChampZip, kind);
    implementInsights(deps, api.GameInsights);
    implementChrono(deps, api.GetChronoOfPlay);

    implementExpressDay(deps, main['v1/expressDay'], kind);
    implementGameCall(deps, main['v1/gameEvents'], 'gameEvents');
    implementGameCall(deps, main['v1/gameInfo'], 'gameInfo');
    implementGameList(deps, main['personalise/v1/sliderGames'], kind, {
      topFirst: true,
      defaultCount: SLIDER_GAMES,
    });
    implementGameList(deps, main['sportSection/v1/gamesByChamp'], kind);
    implementGameList(deps, main['sportSection/v1/gamesByOpp'], kind);
    implementChampList(deps, main['sportSection/v1/topChamps'], kind, { top: true });
    implementChampList(deps, main['sportSection/v1/champsBySport'], kind);
  }
  implementStageTableIds(deps, lineFeedApi.GetStageTableIds);
  implementStageTable(deps, lineFeedApi.GetStageTableZip2);
  implementExpressDay(deps, lineFeedApi.GetExpressDayZip, 'line');
  implementExpressDay(deps, lineFeedApi.GetExpressDayExtendedZip, 'line', true);
}
