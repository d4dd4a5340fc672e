import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { WalletService } from '../../wallet/wallet.contract';
import type { BetLedger } from '../bet-ledger';
import type { BetRow, BetsRepository } from '../bets.repository';
import { settleTarget, type SettleTarget } from './settle-target';
import type { BookedSettlement, SettlementRepository } from './settlement.repository';

const SETTLED = new Set(['won', 'lost', 'refund']);

/**
 * Settles one bet in a transaction of its own, under its row lock: recomputes what its legs decide and, when
 * that differs from what is booked, posts the new settlement and then reverses the old one (so the wallet
 * never passes below zero in between), as the bet's next revision.
 */
export class BetSettler {
  constructor(
    private readonly deps: {
      readonly wallet: WalletService;
      readonly bets: BetsRepository;
      readonly settlements: SettlementRepository;
      readonly ledger: BetLedger;
      readonly clock: Clock;
    },
  ) {}

  /** Settles a due bet; answers the bet as it was when it needs the advance cover checked (a regular bet settled). */
  settle(betId: bigint, options: { forceVoid?: boolean } = {}): Promise<BetRow | null> {
    return this.deps.wallet.transaction(async (trx) => {
      const bet = await this.deps.bets.lockBet(trx, betId);
      if (!bet || (!bet.settle_due && !options.forceVoid)) return null;
      if (bet.status !== 'open' && !SETTLED.has(bet.status)) {
        await this.deps.settlements.clearDue(trx, bet.id);
        return null;
      }
      const legs = await this.deps.bets.legsOf(trx, [bet.id]);
      const target = settleTarget(bet, legs, options.forceVoid);
      const booked = await this.deps.settlements.booked(trx, bet);
      if (sameAsBooked(target, booked)) {
        await this.deps.settlements.clearDue(trx, bet.id);
        return null;
      }
      await this.rebook(trx, bet, target, booked);
      return bet;
    });
  }

  private async rebook(
    trx: Kysely<Database>,
    bet: BetRow,
    target: SettleTarget | null,
    booked: BookedSettlement,
  ) {
    const { wallet, ledger, clock } = this.deps;
    const revision = bet.revision + 1;
    let transactionId: bigint | null = null;
    let credited = 0n;
    let creditAccountId: number | null = null;
    const credit = async () => {
      creditAccountId ??= (
        await wallet.playerAccount(trx, {
          userId: bet.user_id,
          kind: 'advance_credit',
          currency: bet.currency,
        })
      ).accountId;
      return creditAccountId;
    };
    if (target) {
      const { result } = target;
      const paid = result.paidMinor + target.refundTaxMinor;
      if (paid > 0n && (await this.deps.settlements.mayOwe(trx, bet.user_id, bet.currency))) {
        const owed = -(await wallet.balanceOf(trx, await credit())).balanceMinor;
        credited = owed > 0n ? (owed < paid ? owed : paid) : 0n;
      }
      ({ transactionId } = await wallet.post(
        trx,
        ledger.settlement({
          betId: bet.id,
          revision,
          currency: bet.currency,
          walletAccountId: bet.wallet_account_id,
          creditAccountId: credited > 0n ? await credit() : null,
          toCreditMinor: credited,
          openStakeMinor: bet.open_stake,
          payoutMinor: result.payoutMinor,
          boostMinor: result.boostMinor,
          taxMinor: result.taxMinor,
          refundTaxMinor: target.refundTaxMinor,
        }),
      ));
    }
    if (booked.transactionId !== null) await this.reverse(trx, bet, booked, credit);
    await this.deps.settlements.book(trx, bet, {
      status: target?.status ?? 'open',
      payout: target?.result.payoutMinor ?? null,
      boost: target?.result.boostMinor ?? null,
      payoutTax: target?.result.taxMinor ?? null,
      paid: target ? target.result.paidMinor + target.refundTaxMinor : null,
      credited,
      transactionId,
      revision,
      at: clock.now(),
    });
  }

  /** Reverses the booked settlement; what the wallet no longer holds of it is booked as owed (advance credit). */
  private async reverse(
    trx: Kysely<Database>,
    bet: BetRow,
    booked: BookedSettlement,
    credit: () => Promise<number>,
  ) {
    const { wallet, ledger } = this.deps;
    const walletPart = (booked.paid ?? 0n) - booked.credited;
    const { availableMinor } = await wallet.balanceOf(trx, bet.wallet_account_id);
    if (walletPart > availableMinor)
      await wallet.post(
        trx,
        ledger.debt({
          betId: bet.id,
          walletAccountId: bet.wallet_account_id,
          creditAccountId: await credit(),
          amountMinor: walletPart - availableMinor,
        }),
      );
    await wallet.reverse(trx, {
      transactionId: booked.transactionId!,
      memo: `bet ${bet.id} corrected`,
      kind: 'bet.settlement_reversal',
    });
  }
}

function sameAsBooked(target: SettleTarget | null, booked: BookedSettlement): boolean {
  if (!target) return booked.status === 'open';
  return (
    booked.status === target.status &&
    booked.payout === target.result.payoutMinor &&
    booked.boost === target.result.boostMinor &&
    booked.payoutTax === target.result.taxMinor &&
    booked.paid === target.result.paidMinor + target.refundTaxMinor
  );
}
