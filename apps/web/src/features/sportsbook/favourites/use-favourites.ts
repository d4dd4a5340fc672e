import { useCallback } from 'react';
import { useSession } from '../../auth/api/session.api';
import { EMPTY_FAVOURITES, type Favourite, type FavouriteKind, type FavouriteLists } from './favourite-types';
import { useServerFavourites, useToggleServerFavourite } from './favourites.api';
import { useLocalFavourites } from './local-favourites.store';

/**
 * The visitor's favourites wherever they live: on the server for a logged-in player, in local storage for
 * a guest (moved to the account at login). One face for pages, stars and the favourites page.
 */
export function useFavourites(): {
  lists: FavouriteLists;
  isLoading: boolean;
  isFavourite: (kind: FavouriteKind, id: number) => boolean;
  toggle: (kind: FavouriteKind, item: Favourite) => void;
} {
  const { isAuthenticated } = useSession();
  const server = useServerFavourites(isAuthenticated);
  const local = useLocalFavourites((state) => state.lists);
  const toggleLocal = useLocalFavourites((state) => state.toggle);
  const toggleServer = useToggleServerFavourite();
  const lists = isAuthenticated ? (server.data ?? EMPTY_FAVOURITES) : local;
  const isFavourite = useCallback(
    (kind: FavouriteKind, id: number) => lists[kind].some((item) => item.id === id),
    [lists],
  );
  const toggle = useCallback(
    (kind: FavouriteKind, item: Favourite) => {
      if (isAuthenticated) void toggleServer(kind, item, !isFavourite(kind, item.id));
      else toggleLocal(kind, item);
    },
    [isAuthenticated, isFavourite, toggleServer, toggleLocal],
  );
  return { lists, isLoading: isAuthenticated && server.isPending, isFavourite, toggle };
}
