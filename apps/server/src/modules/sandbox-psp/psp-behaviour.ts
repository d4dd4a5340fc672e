import type { Mode } from '../../platform/settings';
import type { DeliveryChaos } from './psp-deliveries';

/** What the sandbox's test switches control: delivery chaos and how long settlement takes. */
export interface PspBehaviour extends DeliveryChaos {
  /** From "I have sent the coins" to the confirmation that captures a crypto payment. */
  confirmationDelayMs: number;
  /** From a payout request to its paid or failed event. */
  payoutDelayMs: number;
}

/**
 * Outside tests the sandbox behaves like a real provider on a bad day: duplicates, reordering and a visible wait
 * for confirmations. Tests start from a calm provider and switch the chaos on where they test it.
 */
export function defaultBehaviour(mode: Mode): PspBehaviour {
  return mode === 'test'
    ? { duplicateRate: 0, reorderWindowMs: 0, confirmationDelayMs: 0, payoutDelayMs: 0 }
    : { duplicateRate: 0.1, reorderWindowMs: 400, confirmationDelayMs: 4_000, payoutDelayMs: 1_500 };
}
