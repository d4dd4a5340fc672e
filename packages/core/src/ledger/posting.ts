import { LedgerInvariantError } from './ledger-refusal';

/** One line of a ledger transaction: a signed amount in the account's minor units; positive credits it. */
export interface Posting {
  readonly accountId: number;
  readonly currency: string;
  readonly amountMinor: bigint;
}

/** Sum of the amounts per currency; a valid transaction has every sum zero. */
export function sumByCurrency(postings: readonly Posting[]): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  for (const posting of postings) {
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + posting.amountMinor);
  }
  return sums;
}

/** The currencies whose postings do not sum to zero, sorted. */
export function unbalancedCurrencies(postings: readonly Posting[]): string[] {
  return [...sumByCurrency(postings)]
    .filter(([, sum]) => sum !== 0n)
    .map(([currency]) => currency)
    .sort();
}

/**
 * Throws unless the postings form a transaction: at least two lines, no zero amount, and every currency
 * summing to zero. Zero lines are refused because they carry no meaning and hide mistakes.
 */
export function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new LedgerInvariantError('a transaction needs at least two postings');
  const zero = postings.find((p) => p.amountMinor === 0n);
  if (zero) throw new LedgerInvariantError(`posting to account ${zero.accountId} has a zero amount`);
  const unbalanced = unbalancedCurrencies(postings);
  if (unbalanced.length > 0) {
    throw new LedgerInvariantError(`postings do not sum to zero in ${unbalanced.join(', ')}`);
  }
}

/** The change of each account's balance, accounts in ascending id (the order rows are locked in). */
export function netDeltas(postings: readonly Posting[]): { accountId: number; deltaMinor: bigint }[] {
  const deltas = new Map<number, bigint>();
  for (const posting of postings) {
    deltas.set(posting.accountId, (deltas.get(posting.accountId) ?? 0n) + posting.amountMinor);
  }
  return [...deltas]
    .map(([accountId, deltaMinor]) => ({ accountId, deltaMinor }))
    .sort((a, b) => a.accountId - b.accountId);
}

/** The postings that undo `postings`: a correction is a new transaction, never an edit. */
export function reversePostings(postings: readonly Posting[]): Posting[] {
  return postings.map((p) => ({ ...p, amountMinor: -p.amountMinor }));
}

/** A movement of `amountMinor` from one account to another of the same currency. */
export function transferPostings(
  from: { accountId: number; currency: string },
  to: { accountId: number; currency: string },
  amountMinor: bigint,
): Posting[] {
  if (amountMinor <= 0n)
    throw new LedgerInvariantError(`a transfer amount must be positive, got ${amountMinor}`);
  if (from.currency !== to.currency) {
    throw new LedgerInvariantError(`a transfer stays in one currency: ${from.currency} to ${to.currency}`);
  }
  return [
    { accountId: from.accountId, currency: from.currency, amountMinor: -amountMinor },
    { accountId: to.accountId, currency: to.currency, amountMinor },
  ];
}
