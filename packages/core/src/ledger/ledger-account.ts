/**
 * The accounts of the double-entry ledger. Player accounts belong to one player in one currency; house accounts
 * exist once per currency and are the counterpart of every player movement.
 */
export const PLAYER_ACCOUNT_KINDS = ['wallet', 'bonus', 'points', 'advance_credit'] as const;
export const HOUSE_ACCOUNT_KINDS = [
  'bets_in_play',
  'house_results',
  'payment_clearing',
  'fees',
  'adjustments',
  'exchange',
] as const;

export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];
export type LedgerAccountKind = PlayerAccountKind | HouseAccountKind;

export interface AccountRules {
  /** The balance, and the balance less what is reserved, may never go below zero. */
  readonly floorZero: boolean;
  /**
   * The account keeps a cached balance, updated in the transaction of each posting. House accounts do not: every
   * movement of a currency touches them, so a cached balance would be one row every transaction must lock. Their
   * balance is the sum of their postings.
   */
  readonly tracksBalance: boolean;
}

const RULES: Record<LedgerAccountKind, AccountRules> = {
  wallet: { floorZero: true, tracksBalance: true },
  bonus: { floorZero: true, tracksBalance: true },
  points: { floorZero: true, tracksBalance: true },
  // Advance-bet credit is what a player owes against unsettled bets: it goes negative, the wallet never does.
  advance_credit: { floorZero: false, tracksBalance: true },
  bets_in_play: { floorZero: false, tracksBalance: false },
  house_results: { floorZero: false, tracksBalance: false },
  payment_clearing: { floorZero: false, tracksBalance: false },
  fees: { floorZero: false, tracksBalance: false },
  adjustments: { floorZero: false, tracksBalance: false },
  exchange: { floorZero: false, tracksBalance: false },
};

export function accountRules(kind: LedgerAccountKind): AccountRules {
  return RULES[kind];
}

/** Points are kept like a currency of their own, in whole points, so they sum to zero like money does. */
export const POINTS_UNIT = { code: 'PTS', scale: 0 } as const;
