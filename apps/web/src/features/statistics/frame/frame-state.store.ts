import { create } from 'zustand';
import type { FrameSettings } from '@sportsbook/core/statistics/frame-params';
import { readFrameSettings } from '@sportsbook/core/statistics/frame-params';
import type { FrameBet, FrameLiveSettings } from '@sportsbook/core/statistics/frame-messages';
import { switchHiddenItem } from '@sportsbook/core/statistics/hidden-items';

interface FrameState {
  /** Inside another page's frame: the message protocol is on and the host keeps history, items and coupon. */
  embedded: boolean;
  settings: FrameSettings;
  hiddenItems: readonly string[];
  /** The host's coupon selections, to mark them (BetsUpdate and the coupon data reply). */
  bets: readonly FrameBet[];
  /** Whether the host takes bets now (the coupon data reply's isBetsAvailable). */
  betsAvailable: boolean;
  start: (search: string, embedded: boolean, storedHiddenItems: readonly string[]) => void;
  applySettings: (changes: FrameLiveSettings) => void;
  setHidden: (itemId: string, hidden: boolean) => void;
  setCoupon: (bets: readonly FrameBet[], betsAvailable?: boolean) => void;
}

/** The statistics pages' frame state: settings read once from the address, then what the host tells. */
export const useFrameState = create<FrameState>((set) => ({
  embedded: false,
  settings: readFrameSettings(''),
  hiddenItems: [],
  bets: [],
  betsAvailable: false,
  start: (search, embedded, storedHiddenItems) => {
    const settings = readFrameSettings(search);
    // Embedded, the host's `h` is the truth; alone, the items this browser stored.
    set({ embedded, settings, hiddenItems: embedded ? settings.hiddenItems : storedHiddenItems });
  },
  applySettings: (changes) => set((state) => ({ settings: { ...state.settings, ...changes } })),
  setHidden: (itemId, hidden) =>
    set((state) => ({ hiddenItems: switchHiddenItem(state.hiddenItems, itemId, hidden) })),
  setCoupon: (bets, betsAvailable) =>
    set((state) => ({ bets, betsAvailable: betsAvailable ?? state.betsAvailable })),
}));
