import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { authHeaders } from '../../../shared/http/auth-headers';
import { httpRequest } from '../../../shared/http/http-client';
import type { Favourite, FavouriteKind, FavouriteLists } from './favourite-types';

const BASE = '/service-api/favorites/v1/Favorite';
/** The path segment of each kind. */
const SEGMENT: Record<FavouriteKind, string> = { games: 'Games', champs: 'Championships', teams: 'Teams' };
export const FAVOURITES_KEY = ['favourites'] as const;

/** GET Favorite (FAV-01): a logged-in player's games, championships and teams. */
export function useServerFavourites(enabled: boolean) {
  return useQuery({
    queryKey: FAVOURITES_KEY,
    queryFn: async ({ signal }) =>
      (
        await httpRequest<{ data: FavouriteLists }>({
          url: BASE,
          headers: await authHeaders('user-token'),
          timeoutMs: PAGE_LOAD_WAIT_MS,
          signal,
        })
      ).data,
    enabled,
  });
}

/** Adds or removes favourites of one kind (FAV-02, 04, 05); every call answers the kind's new list. */
export async function changeFavourites(
  kind: FavouriteKind,
  action: 'add' | 'remove',
  ids: readonly number[],
) {
  return httpRequest<{ data: Favourite[] }>({
    url: `${BASE}/${SEGMENT[kind]}`,
    method: action === 'add' ? 'POST' : 'DELETE',
    body: { [kind]: ids },
    headers: await authHeaders('user-token'),
    timeoutMs: PAGE_LOAD_WAIT_MS,
  });
}

/** migrate/Games (FAV-03): a guest's games merged into the account; ids the feed no longer has are skipped. */
export async function migrateFavouriteGames(ids: readonly number[]) {
  return httpRequest<{ data: { games: Favourite[]; skipped: number[] } }>({
    url: `${BASE}/migrate/Games`,
    method: 'POST',
    body: { games: ids },
    headers: await authHeaders('user-token'),
    timeoutMs: PAGE_LOAD_WAIT_MS,
  });
}

/**
 * Toggles one favourite on the server, showing the change at once and undoing it if the server refuses (a
 * plain call rather than a mutation hook: every star of a list holds one, and they need no state of their own).
 */
export function useToggleServerFavourite() {
  const queryClient = useQueryClient();
  return useCallback(
    async (kind: FavouriteKind, item: Favourite, add: boolean) => {
      await queryClient.cancelQueries({ queryKey: FAVOURITES_KEY });
      const before = queryClient.getQueryData<FavouriteLists>(FAVOURITES_KEY);
      if (before) {
        const list = before[kind].filter((entry) => entry.id !== item.id);
        queryClient.setQueryData(FAVOURITES_KEY, { ...before, [kind]: add ? [item, ...list] : list });
      }
      try {
        const answer = await changeFavourites(kind, add ? 'add' : 'remove', [item.id]);
        queryClient.setQueryData<FavouriteLists>(FAVOURITES_KEY, (lists) =>
          lists ? { ...lists, [kind]: answer.data } : lists,
        );
      } catch (error) {
        if (before) queryClient.setQueryData(FAVOURITES_KEY, before);
        console.warn('favourites: the change was not saved', error);
      }
    },
    [queryClient],
  );
}
