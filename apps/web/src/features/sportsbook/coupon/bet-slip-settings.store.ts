import { create } from 'zustand';
import type { SlipSettings } from './bet-slip-rules';

interface SlipSettingsState extends SlipSettings {
  set: (patch: Partial<SlipSettings>) => void;
}

/** The slip's kind, system size, stake (and each pick's, for singles at once), odds-change policy, promo code and auto-bet target, shared by the desktop column and mobile sheet. */
export const useSlipSettings = create<SlipSettingsState>((set) => ({
  kind: 'express',
  systemSize: 2,
  stake: '',
  stakes: {},
  checkCf: 1,
  promo: '',
  autoBet: false,
  autoBetCf: '',
  set: (patch) => set(patch),
}));
