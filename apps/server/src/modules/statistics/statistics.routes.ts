import { statisticsApi } from '@sportsbook/core/api/routes/statistics.routes';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import { nameLanguage } from '../favourites/localized-name';
import type { GameStatusService } from './game-status.service';
import type { HorseRaceService } from './horse-race.service';
import type { LineUpsService } from './lineups.service';
import { LAST_GAMES_DEFAULT, type ResultsService } from './results.service';
import type { VenueService } from './venue.service';

export interface StatisticsServices {
  readonly lineUps: LineUpsService;
  readonly results: ResultsService;
  readonly status: GameStatusService;
  readonly venues: VenueService;
  readonly races: HorseRaceService;
}

/** The statistics data calls (spec section 7; shapes designed, STAT-14), in the platform envelope. */
export function registerStatisticsRoutes(routes: RouteRegistrar, s: StatisticsServices): void {
  const lng = (query: { lng?: string }) => nameLanguage(query.lng, 'ru');
  routes.implement(statisticsApi.LineUps, ({ query }) => s.lineUps.lineUps(query.gameId, lng(query)));
  routes.implement(statisticsApi.LineUps2, ({ query }) => s.lineUps.lineUps2(query.gameId, lng(query)));
  routes.implement(statisticsApi.ShortPlayersInfo, ({ query }) =>
    s.lineUps.playersInfo(query.gameId, lng(query)),
  );
  routes.implement(statisticsApi.HeadToHead, ({ query }) => s.results.headToHead(query.gameId, lng(query)));
  routes.implement(statisticsApi.TeamLastGames, ({ query }) =>
    s.results.teamLastGames(query.teamId, query.count ?? LAST_GAMES_DEFAULT, lng(query)),
  );
  routes.implement(statisticsApi.StageTable, ({ query }) =>
    s.results.stageTable(query.stageId, query.tt, lng(query)),
  );
  routes.implement(statisticsApi.Status, ({ query }) => s.status.status(query.gameId, lng(query)));
  routes.implement(statisticsApi.FindMainLiveByLineId, ({ query }) => s.status.mainLive(query.gameId));
  routes.implement(statisticsApi.GetStadiumForGame_2, ({ query }) =>
    s.venues.venue(query.gameId, lng(query)),
  );
  routes.implement(statisticsApi.HorsesRace, ({ query }) =>
    s.races.race(query.raceid, lng(query), query.cfview),
  );
}
