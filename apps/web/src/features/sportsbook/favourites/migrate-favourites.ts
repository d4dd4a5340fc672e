import type { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../../../shared/http/http-error';
import { changeFavourites, FAVOURITES_KEY, migrateFavouriteGames } from './favourites.api';
import { FAVOURITE_KINDS, type FavouriteLists } from './favourite-types';

/**
 * Moves a guest's favourites to the account that just logged in (FAV-03): games through migrate/Games, which
 * skips what the feed no longer has; championships and teams by adding them. Storage is cleared only once
 * every list got through, so a failure tries again on the next visit; a kind the server refused (an id it no
 * longer knows) is given up rather than retried forever.
 */
export async function migrateFavourites(
  lists: FavouriteLists,
  queryClient: QueryClient,
  clearLocal: () => void,
): Promise<void> {
  const calls = FAVOURITE_KINDS.filter((kind) => lists[kind].length > 0).map((kind) => {
    const ids = lists[kind].map((item) => item.id);
    return kind === 'games' ? migrateFavouriteGames(ids) : changeFavourites(kind, 'add', ids);
  });
  if (calls.length === 0) return;
  const results = await Promise.allSettled(calls);
  const retryable = results.some(
    (result) =>
      result.status === 'rejected' &&
      !(result.reason instanceof HttpError && result.reason.statusCode === 422),
  );
  if (!retryable) clearLocal();
  await queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY });
}
