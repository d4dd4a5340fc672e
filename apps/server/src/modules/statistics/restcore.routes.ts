import { restcoreApi } from '@sportsbook/core/api/routes/restcore.routes';
import { lineFeedApi } from '@sportsbook/core/api/routes/feed.routes';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import { nameLanguage } from '../favourites/localized-name';
import type { DuelService } from './duel.service';
import type { LineUpsService } from './lineups.service';
import type { RestcoreService } from './restcore.service';

/** restcore reference calls, and the duel builder of LineFeed. */
export function registerRestcoreRoutes(
  routes: RouteRegistrar,
  restcore: RestcoreService,
  duels: DuelService,
  lineUps: LineUpsService,
): void {
  const lng = (query: { lng?: string }) => nameLanguage(query.lng, 'ru');
  routes.implement(restcoreApi.GetCountries, ({ query }) => restcore.countries(lng(query)));
  routes.implement(restcoreApi.Sports, ({ query }) => restcore.sports(lng(query), query));
  routes.implement(restcoreApi.CheckLink, ({ query }) => restcore.link(query.permanentId));
  routes.implement(restcoreApi.topChamps, ({ query }) => restcore.topChamps(lng(query), query));
  routes.implement(lineFeedApi.BuildDuel, ({ query, body }) =>
    duels.build(body.team1Ids, body.team2Ids, lng(query), query.cfview),
  );
  routes.implement(lineFeedApi.GetAvailablePlayersForDuel, ({ query }) =>
    lineUps.duelCandidates(query.id, lng(query)),
  );
}
