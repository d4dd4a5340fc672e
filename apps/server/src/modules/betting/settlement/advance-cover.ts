import type { Clock } from '../../../platform/clock';
import type { WalletService } from '../../wallet/wallet.contract';
import type { BetLedger } from '../bet-ledger';
import type { BetsRepository } from '../bets.repository';
import type { BetSettler } from './bet-settler';
import type { SettlementRepository } from './settlement.repository';

/**
 * The end of an advance (docs/BETTING.md): once a player has no running regular bet left in the currency while
 * advance bets still run, those are voided (stakes back to the advance credit) and what is then still owed is
 * written off to house results. A debt with no advance bet running (a correction the wallet could not cover)
 * stays owed and is repaid from later winnings.
 */
export class AdvanceCover {
  constructor(
    private readonly deps: {
      readonly wallet: WalletService;
      readonly bets: BetsRepository;
      readonly settlements: SettlementRepository;
      readonly settler: BetSettler;
      readonly ledger: BetLedger;
      readonly clock: Clock;
    },
  ) {}

  async check(userId: number, currency: string): Promise<void> {
    const { wallet, bets, settlements, settler, ledger } = this.deps;
    const advanceBets = await wallet.transaction(async (trx) => {
      if ((await bets.runningStakes(trx, userId, currency)) > 0n) return null;
      return settlements.runningAdvanceBets(trx, userId, currency);
    });
    if (advanceBets === null || advanceBets.length === 0) return;
    for (const id of advanceBets) await settler.settle(id, { forceVoid: true });
    await wallet.transaction(async (trx) => {
      await bets.lockPlayer(trx, userId);
      if ((await bets.runningStakes(trx, userId, currency)) > 0n) return;
      const credit = await wallet.playerAccount(trx, { userId, kind: 'advance_credit', currency });
      const { balanceMinor } = await wallet.balanceOf(trx, credit.accountId);
      if (balanceMinor < 0n)
        await wallet.post(
          trx,
          ledger.writeOff({
            userId,
            currency,
            creditAccountId: credit.accountId,
            amountMinor: -balanceMinor,
          }),
        );
    });
  }
}
