import { create } from 'zustand';

/** Games shown side by side at most; more would not fit a screen. */
export const MULTI_LIVE_MAX = 4;
const KEY = 'multi-live';

function stored(): number[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(Number.isSafeInteger).slice(0, MULTI_LIVE_MAX) : [];
  } catch {
    return [];
  }
}

function save(ids: number[]): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // A browser that keeps no session storage loses the choice at reload, nothing more.
  }
}

interface MultiLiveState {
  ids: number[];
  /** Adds a game (dropping the oldest when full) or removes it. */
  toggle: (id: number) => void;
  set: (ids: number[]) => void;
}

/** The live games of the multi-live page, for this tab's session. */
export const useMultiLive = create<MultiLiveState>((set, get) => ({
  ids: stored(),
  toggle: (id) => {
    const { ids } = get();
    const next = ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id].slice(-MULTI_LIVE_MAX);
    save(next);
    set({ ids: next });
  },
  set: (ids) => {
    const next = [...new Set(ids)].slice(0, MULTI_LIVE_MAX);
    save(next);
    set({ ids: next });
  },
}));
