import { create } from 'zustand';

/** Which mobile sheet is open; one at a time, and none after navigating. */
export type MobileSheet = 'menu' | 'coupon' | null;

interface LayoutState {
  sheet: MobileSheet;
  openSheet: (sheet: Exclude<MobileSheet, null>) => void;
  closeSheet: () => void;
}

export const useLayoutStore = create<LayoutState>((set) => ({
  sheet: null,
  openSheet: (sheet) => set({ sheet }),
  closeSheet: () => set({ sheet: null }),
}));
