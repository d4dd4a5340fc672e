import { areaRoutes, type RouteMeta } from './route-meta';

const line = areaRoutes('sportsbook', 'line');
const live = areaRoutes('sportsbook', 'live');
const digits = 'digits' as const;

/** Betting pages of spec section 2: line and live sections, special sections, championship and cricket hubs. */
export const BETTING_ROUTES: readonly RouteMeta[] = [
  line('line', 'line', { page: 'sports-line' }),
  line('line.sport', 'line/:sport', { page: 'sports-line' }),
  line('line.champ', 'line/:sport/:champ', { page: 'sports-line' }),
  line('line.game', 'line/:sport/:champ/:game', { page: 'sports-game-line' }),
  live('live', 'live', { page: 'sports-live' }),
  live('live.sport', 'live/:sport', { page: 'sports-live' }),
  live('live.champ', 'live/:sport/:champ', { page: 'sports-live' }),
  live('live.game', 'live/:sport/:champ/:game', { page: 'sports-game-live' }),
  live('multiLive', 'multi-live', { page: 'multi-live' }),
  line('sportFilter', 'sport-filter', { page: 'sport-filter' }),
  line('results', 'results', { seo: 'results', page: 'results' }),
  line('results.champ', 'results/:sport/:champ', { seo: 'results', page: 'results' }),
  // The statistics pages framed in the site, mirrored below this path (features/statistics/README.md).
  line('statistics', 'statistics/*', { seo: 'statistic', page: 'statistics-hub' }),
  line('searchEvents', 'search', { page: 'search-events' }),
  line('favorites', 'favorites', { page: 'favourites' }),
  line('betsOnYour', 'bets-on-your', { page: 'special-section' }),
  line('cyber', 'cyber', { page: 'special-section' }),
  line('cyber.section', 'cyber/:section', { page: 'special-section' }),
  line('marble', 'marble', { page: 'special-section' }),
  line('bestEuro', 'best-euro', { page: 'special-section' }),
  line('recommendations', 'recommendations', { page: 'special-section' }),
  line('ufc', 'ufc', { page: 'special-section' }),
  line('politics', 'politics', { page: 'special-section' }),
  line('team', 'team/:teamId', { params: { teamId: digits }, page: 'special-section' }),
  line('topGame', 'top-game', { page: 'special-section' }),
  line('olympics', 'olympics', { page: 'special-section' }),
  line('expressOfTheDay', 'express-of-the-day', { page: 'special-section' }),
  line('championship', 'championship', { page: 'championship' }),
  line('championship.game', 'championship/game/:gameId', {
    params: { gameId: digits },
    page: 'championship',
  }),
  line('championship.final', 'championship/final', { page: 'championship' }),
  line('championship.news', 'championship/news', { page: 'championship' }),
  line('championship.event', 'championship/event/:eventId', {
    params: { eventId: digits },
    page: 'championship',
  }),
  line('championship.favorites', 'championship/favorites', { page: 'championship' }),
  line('cricket', 'cricket', { page: 'cricket' }),
  line('cricket.champs', 'cricket/champs', { page: 'cricket' }),
  line('cricket.events', 'cricket/events', { page: 'cricket' }),
  line('cricket.favorites', 'cricket/favorites', { page: 'cricket' }),
  line('cricket.search', 'cricket/search', { page: 'cricket' }),
  line('cricket.broadcasts', 'cricket/broadcasts', { page: 'cricket' }),
  line('cricket.champ', 'cricket/champ/:champId', { params: { champId: digits }, page: 'cricket' }),
  line('cricket.game', 'cricket/game/:gameId', { params: { gameId: digits }, page: 'cricket' }),
  line('cricket.player', 'cricket/player/:playerId', { params: { playerId: digits }, page: 'cricket' }),
];
