import {
  favoriteChampionshipsApi,
  favoriteGamesApi,
  favoriteTeamsApi,
  favoritesAllRoute,
} from '@sportsbook/core/api/routes/favorites.routes';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import { KIND_FIELD, type FavouritesService } from './favourites.service';
import type { FavouriteKind } from './favourites.tables';

/** `auth: 'user'` routes never run without a player; this narrows the type. */
export function player(user: AuthUser | null): AuthUser {
  if (!user) throw new Error('a player route ran without a player');
  return user;
}

type KindApi = typeof favoriteChampionshipsApi | typeof favoriteGamesApi | typeof favoriteTeamsApi;

/** The ids of a kind's body: `{ games }`, `{ champs }` or `{ teams }`, already parsed by the route. */
function idsOf(body: unknown, kind: FavouriteKind): number[] {
  return (body as Record<string, number[]>)[KIND_FIELD[kind]] ?? [];
}

function registerKind(
  routes: RouteRegistrar,
  favourites: FavouritesService,
  kind: FavouriteKind,
  api: KindApi,
) {
  routes.implement(api.list, async ({ user }) => {
    const { id, language } = player(user);
    return { data: await favourites.list(id, kind, language) };
  });
  routes.implement(api.add, async ({ user, body }) => {
    const { id, language } = player(user);
    return { data: await favourites.add(id, kind, idsOf(body, kind), language) };
  });
  routes.implement(api.remove, async ({ user, body }) => {
    const { id, language } = player(user);
    return { data: await favourites.remove(id, kind, idsOf(body, kind), language) };
  });
  routes.implement(api.clear, async ({ user }) => {
    const { id, language } = player(user);
    return { data: await favourites.remove(id, kind, undefined, language) };
  });
}

export function registerFavouritesRoutes(routes: RouteRegistrar, favourites: FavouritesService): void {
  routes.implement(favoritesAllRoute, async ({ user }) => {
    const { id, language } = player(user);
    return { data: await favourites.all(id, language) };
  });
  registerKind(routes, favourites, 'game', favoriteGamesApi);
  registerKind(routes, favourites, 'champ', favoriteChampionshipsApi);
  registerKind(routes, favourites, 'team', favoriteTeamsApi);
  routes.implement(favoriteGamesApi.migrate, async ({ user, body }) => {
    const { id, language } = player(user);
    return { data: await favourites.migrateGames(id, body.games, language) };
  });
}
