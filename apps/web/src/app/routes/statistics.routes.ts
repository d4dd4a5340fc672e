import { CYBER_STATISTICS_SPORT_IDS } from '@sportsbook/core/constants/statistics.constants';
import { areaRoutes, type RouteMeta } from './route-meta';

const popup = areaRoutes('statistics', 'statistic');
const digits = 'digits' as const;
const stat = (id: string, path: string, params: RouteMeta['params']) =>
  popup(`statistics.${id}`, `statisticpopup/${path}`, { params, page: 'statistics', layout: 'bare' });

/** Statistics pop-up pages of spec section 2: /:lang/statisticpopup/..., rendered without the site frame. */
export const STATISTICS_ROUTES: readonly RouteMeta[] = [
  stat('game', 'game/:sportId/:gameId/:tabName?', { sportId: digits, gameId: digits }),
  stat('team', 'team/:sportId/:teamId', { sportId: digits, teamId: digits }),
  stat('player', 'player/:sportId/:playerId', { sportId: digits, playerId: digits }),
  stat('stage', 'stage/:sportId/:stageId', { sportId: digits, stageId: digits }),
  stat('tournament', 'tournament/:sportId/:tournamentId/:seasonId', {
    sportId: digits,
    tournamentId: digits,
    seasonId: digits,
  }),
  stat('rating', 'rating/:sportId/:ratingId', { sportId: digits, ratingId: digits }),
  stat('horse', 'horse/:horseId', { horseId: digits }),
  stat('graph', 'graph/:gameId/:coefficientView?', { gameId: digits }),
  stat('cyber', 'cyber/:sportId/:tournId/:seasonId', {
    sportId: CYBER_STATISTICS_SPORT_IDS.map(String),
    tournId: digits,
    seasonId: digits,
  }),
];
