import type { LedgerTransactionInput, WalletService } from '../wallet/wallet.contract';

/**
 * The ledger side of a bet (docs/BETTING.md, "Ledger postings"): which accounts each movement touches. House
 * accounts keep no cached balance, so a stake or a win changes exactly one cached balance (the player's) and
 * stays one statement in the wallet.
 */
export class BetLedger {
  constructor(private readonly wallet: WalletService) {}

  private house(kind: 'bets_in_play' | 'house_results' | 'fees', currency: string): number {
    return this.wallet.houseAccountId(kind, currency);
  }

  /**
   * The stake paid: the bet's share to bets in play, the stake tax to fees. Posted by bet_place, which
   * completes the reference with the new bet's id.
   */
  stake(input: {
    accountId: number;
    currency: string;
    stakeMinor: bigint;
    stakeTaxMinor: bigint;
  }): LedgerTransactionInput {
    return {
      kind: 'bet.stake',
      reference: 'bet:',
      postings: [
        { accountId: input.accountId, amountMinor: -input.stakeMinor },
        {
          accountId: this.house('bets_in_play', input.currency),
          amountMinor: input.stakeMinor - input.stakeTaxMinor,
        },
        ...(input.stakeTaxMinor > 0n
          ? [{ accountId: this.house('fees', input.currency), amountMinor: input.stakeTaxMinor }]
          : []),
      ],
    };
  }

  /** A held stake posted whole to bets in play; its stake tax then moves on to fees. */
  stakeTaxFromBetsInPlay(input: {
    betId: bigint;
    currency: string;
    stakeTaxMinor: bigint;
  }): LedgerTransactionInput {
    return {
      kind: 'bet.stake_tax',
      reference: `bet:${input.betId}`,
      postings: [
        { accountId: this.house('bets_in_play', input.currency), amountMinor: -input.stakeTaxMinor },
        { accountId: this.house('fees', input.currency), amountMinor: input.stakeTaxMinor },
      ],
    };
  }

  /**
   * A bet's result: the running stake leaves bets in play, the player gets payout + boost − tax (the part
   * `toCreditMinor` to the advance credit first), the house the rest, the tax to fees.
   */
  settlement(input: {
    betId: bigint;
    revision: number;
    currency: string;
    walletAccountId: number;
    creditAccountId: number | null;
    toCreditMinor: bigint;
    openStakeMinor: bigint;
    payoutMinor: bigint;
    boostMinor: bigint;
    taxMinor: bigint;
    refundTaxMinor: bigint;
  }): LedgerTransactionInput {
    const paid = input.payoutMinor + input.boostMinor - input.taxMinor + input.refundTaxMinor;
    const toWallet = paid - input.toCreditMinor;
    const postings = [
      { accountId: this.house('bets_in_play', input.currency), amountMinor: -input.openStakeMinor },
      {
        accountId: this.house('house_results', input.currency),
        amountMinor: input.openStakeMinor - input.payoutMinor - input.boostMinor,
      },
      { accountId: this.house('fees', input.currency), amountMinor: input.taxMinor - input.refundTaxMinor },
      { accountId: input.walletAccountId, amountMinor: toWallet },
      ...(input.creditAccountId !== null
        ? [{ accountId: input.creditAccountId, amountMinor: input.toCreditMinor }]
        : []),
    ];
    return {
      kind: 'bet.settlement',
      reference: `bet:${input.betId}:${input.revision}`,
      postings: postings.filter((p) => p.amountMinor !== 0n),
    };
  }

  /** A cash-out of `stakePartMinor` of the running stake for `valueMinor`, less tax. */
  cashOut(input: {
    betId: bigint;
    currency: string;
    walletAccountId: number;
    stakePartMinor: bigint;
    valueMinor: bigint;
    taxMinor: bigint;
  }): LedgerTransactionInput {
    const postings = [
      { accountId: input.walletAccountId, amountMinor: input.valueMinor - input.taxMinor },
      { accountId: this.house('bets_in_play', input.currency), amountMinor: -input.stakePartMinor },
      {
        accountId: this.house('house_results', input.currency),
        amountMinor: input.stakePartMinor - input.valueMinor,
      },
      { accountId: this.house('fees', input.currency), amountMinor: input.taxMinor },
    ];
    return {
      kind: 'bet.cash_out',
      reference: `bet:${input.betId}`,
      postings: postings.filter((p) => p.amountMinor !== 0n),
    };
  }

  /** What the player owes after a correction the wallet cannot cover, booked on the advance credit. */
  debt(input: { betId: bigint; walletAccountId: number; creditAccountId: number; amountMinor: bigint }) {
    return {
      kind: 'bet.correction_debt',
      reference: `bet:${input.betId}`,
      postings: [
        { accountId: input.creditAccountId, amountMinor: -input.amountMinor },
        { accountId: input.walletAccountId, amountMinor: input.amountMinor },
      ],
    } satisfies LedgerTransactionInput;
  }

  /** Advance credit still owed when no running bet covers it any more: written off to house results. */
  writeOff(input: { userId: number; currency: string; creditAccountId: number; amountMinor: bigint }) {
    return {
      kind: 'bet.advance_write_off',
      reference: `advance:${input.userId}`,
      postings: [
        { accountId: input.creditAccountId, amountMinor: input.amountMinor },
        { accountId: this.house('house_results', input.currency), amountMinor: -input.amountMinor },
      ],
    } satisfies LedgerTransactionInput;
  }
}
