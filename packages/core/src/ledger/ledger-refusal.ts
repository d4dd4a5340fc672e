/**
 * Why the ledger refused a movement. Refusals are expected outcomes a caller may handle (a stake larger than
 * the balance); malformed postings are bugs and throw `LedgerInvariantError` instead.
 */
export type LedgerRefusalReason =
  'INSUFFICIENT_FUNDS' | 'ACCOUNT_CLOSED' | 'PENDING_NOT_OPEN' | 'POST_EXCEEDS_RESERVED' | 'ALREADY_REVERSED';

export class LedgerRefusal extends Error {
  override readonly name = 'LedgerRefusal';

  constructor(
    readonly reason: LedgerRefusalReason,
    message: string = reason,
  ) {
    super(message);
  }
}

/** Postings that could never be right: unbalanced, zero, or not integers. Always a programming error. */
export class LedgerInvariantError extends Error {
  override readonly name = 'LedgerInvariantError';
}
