import { create } from 'zustand';
import type { CouponSelection } from './coupon-selections.store';

interface OneClickState {
  /** Places a price at once with the stored one-click stake; null while one-click is off (prices go to the slip). */
  place: ((selection: CouponSelection) => void) | null;
  setPlace: (place: OneClickState['place']) => void;
}

/** Set by the one-click placer while the player has one-click betting on, read by every price button. */
export const useOneClick = create<OneClickState>((set) => ({
  place: null,
  setPlace: (place) => set({ place }),
}));
