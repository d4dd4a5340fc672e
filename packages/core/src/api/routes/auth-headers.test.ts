import { describe, expect, it } from 'vitest';
import type { RouteAuthHeader } from '../route-definition';
import { allRoutes } from './index';

function marked(kind: RouteAuthHeader): string[] {
  return allRoutes
    .filter((route) => route.authHeader === kind)
    .map((route) => `${route.method} ${route.path}`)
    .sort();
}

describe('the auth header marks of the route table', () => {
  it('sends the user token on the feed calls that serve the player’s own favourites and subscriptions', () => {
    const favourites = ['Games', 'Championships', 'Teams'].flatMap((kind) => [
      `GET /service-api/favorites/v1/Favorite/${kind}`,
      `POST /service-api/favorites/v1/Favorite/${kind}`,
      `DELETE /service-api/favorites/v1/Favorite/${kind}`,
      `DELETE /service-api/favorites/v1/Favorite/${kind}/Clear`,
    ]);
    expect(marked('user-token')).toEqual(
      [
        ...favourites,
        'GET /service-api/favorites/v1/Favorite',
        'POST /service-api/favorites/v1/Favorite/migrate/Games',
        'POST /service-api/SubscriptionService/api/GetGameSubscription',
      ].sort(),
    );
  });

  it('flags exactly the identification calls for extra auth', () => {
    expect(marked('extra-auth')).toEqual([
      'GET /web-api/identification/config',
      'GET /web-api/identification/fail',
      'POST /web-api/identification/data',
    ]);
  });

  it('carries the bet session on every secure betting call and nowhere else', () => {
    const secure = allRoutes
      .filter((route) => route.path.includes('/Secure/'))
      .map((r) => `${r.method} ${r.path}`);
    expect(secure).toContain('POST /service-api/LiveBet/Secure/MakeBetWeb');
    expect(marked('bet-session')).toEqual(secure.sort());
  });

  it('marks only calls for logged-in players', () => {
    expect(allRoutes.filter((route) => route.authHeader && route.auth !== 'user')).toEqual([]);
  });
});
