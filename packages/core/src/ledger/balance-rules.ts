import { LedgerRefusal } from './ledger-refusal';

/** What the rules need of an account: posted balance, the part of it held by pending transfers, its floor. */
export interface AccountBalance {
  readonly balanceMinor: bigint;
  readonly reservedMinor: bigint;
  readonly floorZero: boolean;
}

/** What the player can spend: the balance less what pending stakes and withdrawals hold. */
export function availableMinor(account: AccountBalance): bigint {
  return account.balanceMinor - account.reservedMinor;
}

/**
 * The account after a posting of `deltaMinor`. An account with a floor keeps balance >= reserved >= 0, so a debit
 * may only take what is available; a credit is always possible.
 */
export function applyDelta<A extends AccountBalance>(account: A, deltaMinor: bigint): A {
  const next = { ...account, balanceMinor: account.balanceMinor + deltaMinor };
  if (account.floorZero && deltaMinor < 0n && availableMinor(next) < 0n) {
    throw new LedgerRefusal(
      'INSUFFICIENT_FUNDS',
      `available ${availableMinor(account)}, needed ${-deltaMinor}`,
    );
  }
  return next;
}

/** The account after holding `amountMinor` for a pending transfer (first phase of pending-then-post). */
export function reserve<A extends AccountBalance>(account: A, amountMinor: bigint): A {
  if (account.floorZero && availableMinor(account) < amountMinor) {
    throw new LedgerRefusal(
      'INSUFFICIENT_FUNDS',
      `available ${availableMinor(account)}, needed ${amountMinor}`,
    );
  }
  return { ...account, reservedMinor: account.reservedMinor + amountMinor };
}

/**
 * Second phase: the hold of `reservedMinor` ends and `postedMinor` (at most the hold; less when a stake was
 * cut) leaves the account. A void is a post of zero.
 */
export function settleReservation<A extends AccountBalance>(
  account: A,
  reservedMinor: bigint,
  postedMinor: bigint,
): A {
  if (postedMinor < 0n || postedMinor > reservedMinor) {
    throw new LedgerRefusal(
      'POST_EXCEEDS_RESERVED',
      `cannot post ${postedMinor} of a hold of ${reservedMinor}`,
    );
  }
  return {
    ...account,
    reservedMinor: account.reservedMinor - reservedMinor,
    balanceMinor: account.balanceMinor - postedMinor,
  };
}
