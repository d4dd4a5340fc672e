/**
 * Bet status numbers (the history's filter and `other.hiddenBetStatuses` use them): 0 open, 1 won, 2 lost,
 * 3 refund, 4 sold (cashed out in full), 5 waiting (live delay), 6 refused (at the end of its delay), 7 auto
 * (auto bet waiting for its price), 8 vip (waiting for an operator).
 */
export const BET_STATUS = {
  open: 0,
  won: 1,
  lost: 2,
  refund: 3,
  sold: 4,
  waiting: 5,
  refused: 6,
  auto: 7,
  vip: 8,
} as const;

export type BetStatusName = keyof typeof BET_STATUS;
export type BetStatusNumber = (typeof BET_STATUS)[BetStatusName];

export const BET_STATUS_NAMES = Object.keys(BET_STATUS) as BetStatusName[];

/** A settled bet's status from what it paid (payout and boost) against its stake. */
export function settledStatus(paidBackMinor: bigint, stakeMinor: bigint): 'won' | 'lost' | 'refund' {
  if (paidBackMinor > stakeMinor) return 'won';
  return paidBackMinor === stakeMinor ? 'refund' : 'lost';
}

/** Statuses a bet in the history may be filtered by: running ones, or those whose result is known. */
export const RUNNING_STATUSES: readonly BetStatusName[] = ['open', 'waiting', 'auto', 'vip'];
export const SETTLED_STATUSES: readonly BetStatusName[] = ['won', 'lost', 'refund', 'sold', 'refused'];
