import { availableMinor } from '@sportsbook/core/ledger/balance-rules';
import type { AccountMeta, PostingRow, TransactionHeader } from './ledger.repository';

/** A player account as a posted transaction left it. */
export interface BalanceAfter {
  readonly accountId: number;
  readonly balanceMinor: bigint;
  readonly reservedMinor: bigint;
  readonly availableMinor: bigint;
}

/**
 * ledger_transfer_one's arguments in order: account, signed delta, kind, reference, memo, reverses id, time,
 * posting accounts, posting amounts. Bigints go as text: both drivers send text as is.
 */
export type OneBalanceArgs = readonly [
  accountId: number,
  deltaMinor: string,
  kind: string,
  reference: string | null,
  memo: string | null,
  reversesId: string | null,
  at: Date,
  postingAccountIds: readonly number[],
  postingAmounts: readonly string[],
];

/** A checked transaction that changes exactly one cached balance, ready for ledger_transfer_one. */
export interface OneBalanceTransfer {
  readonly accountId: number;
  readonly args: OneBalanceArgs;
  /** The account as the transfer left it, from the balance and holds ledger_transfer_one answered. */
  after(state: { readonly balanceMinor: bigint; readonly reservedMinor: bigint }): BalanceAfter;
}

export function oneBalanceTransfer(
  moved: { readonly accountId: number; readonly deltaMinor: bigint },
  metas: ReadonlyMap<number, AccountMeta>,
  header: TransactionHeader,
  postings: readonly PostingRow[],
): OneBalanceTransfer {
  const { accountId } = moved;
  const floorZero = metas.get(accountId)!.floorZero;
  return {
    accountId,
    args: [
      accountId,
      moved.deltaMinor.toString(),
      header.kind,
      header.reference,
      header.memo,
      header.reversesId?.toString() ?? null,
      header.at,
      postings.map((p) => p.accountId),
      postings.map((p) => p.amountMinor.toString()),
    ],
    after: (state) => ({ accountId, ...state, availableMinor: availableMinor({ ...state, floorZero }) }),
  };
}
