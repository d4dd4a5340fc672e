import { create } from 'zustand';
import type { CouponRefusal } from './api/coupon.api';
import type { PlacedSingle } from './bet-slip-rules';

/** Singles at once as placed: shown in the slip until the player closes it. */
export interface SlipReceipt {
  bets: PlacedSingle[];
  total: number;
  possibleWin: number;
  balance: number | undefined;
}

interface SlipPlacementState {
  /** The last refusal of a placement, shown where it belongs (a stake, the picks, the coupon). */
  refusal: CouponRefusal | null;
  /** Stake problems show once the player left a stake field or tried to place. */
  stakeTouched: boolean;
  receipt: SlipReceipt | null;
  set: (patch: Partial<Omit<SlipPlacementState, 'set'>>) => void;
}

/**
 * The slip's placing state, shared by the form and the picks above it: with singles at once each pick carries
 * its own stake field, where its problems and refusals show.
 */
export const useSlipPlacement = create<SlipPlacementState>((set) => ({
  refusal: null,
  stakeTouched: false,
  receipt: null,
  set: (patch) => set(patch),
}));
