/** What can be a favourite; the server's lists are `games`, `champs` and `teams`. */
export type FavouriteKind = 'games' | 'champs' | 'teams';
export const FAVOURITE_KINDS: readonly FavouriteKind[] = ['games', 'champs', 'teams'];

/** A favourite as both the server and a guest's storage keep it: the id, and a name to list it by. */
export interface Favourite {
  id: number;
  name: string | null;
  sportId: number | null;
}

export type FavouriteLists = Record<FavouriteKind, Favourite[]>;

export const EMPTY_FAVOURITES: FavouriteLists = { games: [], champs: [], teams: [] };
