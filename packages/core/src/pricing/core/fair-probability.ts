import type { Settlement } from './settlement';

/** Probability mass per settlement of one selection. */
export type SettlementMass = Record<Settlement, number>;

export function emptyMass(): SettlementMass {
  return { won: 0, 'half-won': 0, void: 0, 'half-lost': 0, lost: 0 };
}

/**
 * The fair probability of a selection: the inverse of the decimal odds at which its expected return is the
 * stake. With p(won) W, p(half-won) HW, p(void) V and p(half-lost) HL, a stake of 1 at odds d returns
 * W·d + HW·(d + 1)/2 + V + HL/2, so d = (1 - V - (HW + HL)/2) / (W + HW/2). For a plain win/lose selection
 * this is p(won); for the two sides of an Asian line the results add up to 1 exactly. A selection that
 * always pushes has no price (0).
 */
export function fairFromMass(mass: SettlementMass): number {
  const staked = 1 - mass.void - (mass['half-won'] + mass['half-lost']) / 2;
  return staked > 1e-12 ? Math.min(1, Math.max(0, (mass.won + mass['half-won'] / 2) / staked)) : 0;
}
