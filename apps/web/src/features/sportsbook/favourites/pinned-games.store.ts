import { create } from 'zustand';
import { DASHBOARD_GAMES_LIMIT } from '@sportsbook/core/constants/limits.constants';
import { readStorageJson, writeStorage } from '../../../shared/storage/local-storage';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';

function stored(): number[] {
  const value = readStorageJson<unknown>(STORAGE_KEYS.pinnedGames);
  return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
}

interface PinnedGamesState {
  ids: number[];
  /** Pins or unpins a game; false when the dashboard is full and the game was not pinned. */
  toggle: (id: number) => boolean;
  /** Drops games the feed no longer has (finished). */
  keepOnly: (ids: readonly number[]) => void;
}

/** The dashboard of pinned games (FAV-08): at most 20, under the pinned-games storage key. */
export const usePinnedGames = create<PinnedGamesState>((set, get) => {
  const save = (ids: number[]) => {
    writeStorage(STORAGE_KEYS.pinnedGames, JSON.stringify(ids));
    set({ ids });
  };
  return {
    ids: stored(),
    toggle: (id) => {
      const { ids } = get();
      if (ids.includes(id)) {
        save(ids.filter((pinned) => pinned !== id));
        return true;
      }
      if (ids.length >= DASHBOARD_GAMES_LIMIT) return false;
      save([...ids, id]);
      return true;
    },
    keepOnly: (keep) => {
      const ids = get().ids.filter((id) => keep.includes(id));
      if (ids.length !== get().ids.length) save(ids);
    },
  };
});
