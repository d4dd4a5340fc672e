import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocalFavourites } from './local-favourites.store';
import { migrateFavourites } from './migrate-favourites';

/** Mounted while a player is logged in: moves what they kept as a guest to their account, once. */
export function FavouritesMigration() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { lists, clear } = useLocalFavourites.getState();
    void migrateFavourites(lists, queryClient, clear);
  }, [queryClient]);
  return null;
}
