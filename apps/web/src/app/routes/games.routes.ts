import { areaRoutes, type RouteMeta } from './route-meta';

const casino = areaRoutes('casino', 'casino');
const games = areaRoutes('games', 'othergames');
const digits = 'digits' as const;

/** Values of the toto draws list filter (spec section 2 says "enumerated" without naming them). */
export const DRAW_STATUSES = ['current', 'upcoming', 'finished', 'cancelled'] as const;

/** Casino, third-party games and the other game areas of spec section 2, with the toto and lottery params. */
export const GAMES_ROUTES: readonly RouteMeta[] = [
  casino('casino', 'casino'),
  casino('casino.category', 'casino/:category'),
  casino('slots', 'slots', { seo: 'slots' }),
  // Where pay-and-play is off (e.g. GB), live dealer tables are streamed to verified, logged-in players only.
  casino('liveCasino', 'live-casino', { authOnlyWhen: 'payAndPlayDisabled' }),
  casino('providers', 'providers'),
  casino('tournaments', 'tournaments', { seo: 'promotions' }),
  casino('vipClub', 'vip-club', { seo: 'promo' }),
  casino('dailyChallenges', 'daily-challenges', { seo: 'promo' }),
  games('dashboard', 'dashboard', { seo: 'allgamesentrance' }),
  games('bingo', 'bingo', { seo: 'bingo' }),
  games('poker', 'poker', { seo: 'poker' }),
  games('keno', 'keno'),
  games('crash', 'crash'),
  games('fishing', 'fishing', { seo: 'fishinghunting' }),
  games('tvGames', 'tv-games', { seo: 'tvgames' }),
  games('virtualSports', 'virtualsports', { seo: 'virtualsports' }),
  games('toto', 'toto', { seo: 'toto' }),
  games('toto.draws', 'toto/draws/:drawStatus', { seo: 'toto', params: { drawStatus: DRAW_STATUSES } }),
  games('toto.draw', 'toto/:drawId', { seo: 'toto', params: { drawId: digits } }),
  games('toto.drawPage', 'toto/:drawId/page/:page', {
    seo: 'toto',
    params: { drawId: digits, page: digits },
  }),
  games('toto.rundown', 'toto/:drawId/rundown/:rundownNumber', {
    seo: 'toto',
    params: { drawId: digits, rundownNumber: digits },
  }),
  games('toto.coupon', 'toto/:drawId/coupon/:couponNumber', { seo: 'toto', params: { drawId: digits } }),
  games('lottery', 'lottery', { seo: 'lotto' }),
  games('lottery.draw', 'lottery/:drawId', { seo: 'lotto', params: { drawId: digits } }),
  games('lottery.drawPage', 'lottery/:drawId/page/:page', {
    seo: 'lotto',
    params: { drawId: digits, page: digits },
  }),
  games('promoStore', 'promo-store', { seo: 'promo' }),
  games('partners', 'partners', { seo: 'ourpartners', section: 'information' }),
];
