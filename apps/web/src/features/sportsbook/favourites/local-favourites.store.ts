import { create } from 'zustand';
import { readStorageJson, removeStorage, writeStorage } from '../../../shared/storage/local-storage';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import {
  EMPTY_FAVOURITES,
  FAVOURITE_KINDS,
  type Favourite,
  type FavouriteKind,
  type FavouriteLists,
} from './favourite-types';

/**
 * What the server keeps per kind (FAVOURITES_PER_KIND_MAX beside the favourites schemas in packages/core,
 * not imported from there: that module builds zod schemas when loaded).
 */
const PER_KIND_MAX = 200;

function isFavourite(value: unknown): value is Favourite {
  return typeof value === 'object' && value !== null && Number.isSafeInteger((value as Favourite).id);
}

/** What storage holds, with anything malformed dropped (an old or hand-edited value must not break pages). */
export function readLocalFavourites(): FavouriteLists {
  const stored = readStorageJson<Partial<Record<FavouriteKind, unknown>>>(STORAGE_KEYS.favourites);
  const lists = { ...EMPTY_FAVOURITES };
  for (const kind of FAVOURITE_KINDS) {
    const list = stored?.[kind];
    lists[kind] = Array.isArray(list) ? list.filter(isFavourite) : [];
  }
  return lists;
}

interface LocalFavouritesState {
  lists: FavouriteLists;
  toggle: (kind: FavouriteKind, item: Favourite) => void;
  /** After the lists moved to the account at login. */
  clear: () => void;
}

/** A guest's favourites, newest first, under the favourites storage key (FAV-06), as many as the server allows. */
export const useLocalFavourites = create<LocalFavouritesState>((set, get) => ({
  lists: readLocalFavourites(),
  toggle: (kind, item) => {
    const list = get().lists[kind];
    const next = list.some((entry) => entry.id === item.id)
      ? list.filter((entry) => entry.id !== item.id)
      : [item, ...list].slice(0, PER_KIND_MAX);
    const lists = { ...get().lists, [kind]: next };
    writeStorage(STORAGE_KEYS.favourites, JSON.stringify(lists));
    set({ lists });
  },
  clear: () => {
    removeStorage(STORAGE_KEYS.favourites);
    set({ lists: EMPTY_FAVOURITES });
  },
}));
