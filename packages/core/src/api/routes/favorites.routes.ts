import { z } from 'zod';
import {
  FAVOURITES_PER_KIND_MAX,
  favouriteListResponseSchema,
  favouriteMigrateResponseSchema,
  favouritesAllResponseSchema,
} from '../feed-responses/favourites-lists.schema';
import { bodyIdList } from '../schemas/body-values.schema';
import { routeFamily } from './route-family';

const favorite = routeFamily({
  idPrefix: 'favorites',
  pathPrefix: '/service-api/favorites/v1/Favorite',
  tag: 'favorites',
  envelope: 'standard',
  method: 'GET',
});

const KINDS = {
  Games: { list: 'games', noun: 'games' },
  Championships: { list: 'champs', noun: 'championships' },
  Teams: { list: 'teams', noun: 'teams' },
} as const;
type Kind = keyof typeof KINDS;

/** One kind of favourite: read, add, remove (ids in the body, as spec section 7 sends bodies on DELETE), clear. */
function kindRoutes<K extends Kind>(kind: K) {
  const { list, noun } = KINDS[kind];
  const body = z.looseObject({ [list]: bodyIdList(1000) } as Record<
    (typeof KINDS)[K]['list'],
    ReturnType<typeof bodyIdList>
  >);
  const common = {
    auth: 'user',
    authHeader: 'user-token',
    issue: 3,
    response: favouriteListResponseSchema,
  } as const;
  return {
    list: favorite(kind, { ...common, summary: `The player’s favourite ${noun}` }),
    add: favorite(`${kind}.add`, {
      ...common,
      method: 'POST',
      path: `/service-api/favorites/v1/Favorite/${kind}`,
      summary: `Add favourite ${noun} (payload designed: { ${list}: ids }); unknown ids or more than ${FAVOURITES_PER_KIND_MAX} per kind are refused with 422`,
      body,
    }),
    remove: favorite(`${kind}.remove`, {
      ...common,
      method: 'DELETE',
      path: `/service-api/favorites/v1/Favorite/${kind}`,
      summary: `Remove favourite ${noun} (payload designed: { ${list}: ids })`,
      body,
    }),
    clear: favorite(`${kind}.Clear`, {
      ...common,
      method: 'DELETE',
      path: `/service-api/favorites/v1/Favorite/${kind}/Clear`,
      summary: `Remove all favourite ${noun}`,
    }),
  };
}

export const favoriteGamesApi = {
  ...kindRoutes('Games'),
  migrate: favorite('migrate.Games', {
    method: 'POST',
    path: '/service-api/favorites/v1/Favorite/migrate/Games',
    auth: 'user',
    authHeader: 'user-token',
    issue: 3,
    summary:
      'Move a guest’s locally kept favourite games to the account after login (payload designed: { games: ids }), merged without duplicates; ids the feed no longer knows or over the limit are skipped, not refused',
    body: z.looseObject({ games: bodyIdList(1000) }),
    response: favouriteMigrateResponseSchema,
  }),
};
export const favoriteChampionshipsApi = kindRoutes('Championships');
export const favoriteTeamsApi = kindRoutes('Teams');

export const favoritesAllRoute = favorite('all', {
  path: '/service-api/favorites/v1/Favorite',
  auth: 'user',
  authHeader: 'user-token',
  issue: 3,
  summary: 'All the player’s favourites: games, championships and teams',
  response: favouritesAllResponseSchema,
});

/** Favourites (spec section 7, Betting), kept per player. */
export const favoritesRoutes = [
  favoritesAllRoute,
  ...Object.values(favoriteGamesApi),
  ...Object.values(favoriteChampionshipsApi),
  ...Object.values(favoriteTeamsApi),
];
