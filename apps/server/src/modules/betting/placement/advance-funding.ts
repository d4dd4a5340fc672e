import type { Kysely } from 'kysely';
import { availableAdvance } from '@sportsbook/core/betting/advance';
import type { Database } from '../../../db/database';
import type { WalletService } from '../../wallet/wallet.contract';
import type { BetsRepository } from '../bets.repository';
import type { PlayerContext } from '../player/player-context';
import { baseToMinor } from './limits';

/**
 * The advance a player may bet now (docs/BETTING.md): a share of their running regular stakes, at most the
 * configured maximum, less what they owe on the advance credit. Inside `trx`, after `lockPlayer`, so two
 * advance bets of one player cannot both take the same room.
 */
export async function advanceRoom(
  trx: Kysely<Database>,
  deps: { wallet: WalletService; bets: BetsRepository },
  context: PlayerContext,
): Promise<{ accountId: number; availableMinor: bigint }> {
  const { advance } = context.config.betting.rules;
  const account = await deps.wallet.playerAccount(trx, {
    userId: context.userId,
    kind: 'advance_credit',
    currency: context.currency.code,
  });
  const [{ balanceMinor }, runningStakesMinor] = await Promise.all([
    deps.wallet.balanceOf(trx, account.accountId),
    deps.bets.runningStakes(trx, context.userId, context.currency.code),
  ]);
  return {
    accountId: account.accountId,
    availableMinor: availableAdvance({
      runningStakesMinor,
      sharePercent: advance.sharePercent,
      maxMinor: baseToMinor(advance.maxBase, context.currency),
      owedMinor: balanceMinor < 0n ? -balanceMinor : 0n,
    }),
  };
}
