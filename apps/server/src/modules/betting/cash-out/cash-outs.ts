import type { Kysely } from 'kysely';
import { parseMoney } from '@sportsbook/core/money/parse-money';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { FeedStoreService } from '../../feed/store/feed-store.service';
import type { FeedView } from '../../feed/store/feed-view';
import type { WalletService } from '../../wallet/wallet.contract';
import type { BetLedger } from '../bet-ledger';
import type { BetRow, BetsRepository, LegRow } from '../bets.repository';
import { refuse } from '../betting-refusal';
import { major } from '../placement/bet-answer';
import type { BetWriterRepository } from '../placement/bet-writer.repository';
import { StaleView, waitForNewerView } from '../placement/feed-catch-up';
import type { PlayerContext } from '../player/player-context';
import { saleValue, type SaleValue } from './cash-out-value';

const MAX_ATTEMPTS = 4;
const CATCH_UP_MS = 500;

export interface SaleAnswer {
  readonly Id: number;
  readonly SaleSumm: number;
  readonly Balance: number;
  readonly StakeLeft: number;
  readonly Status: string;
}

/**
 * Cash-out: a running bet sold, whole or in part, at its value from the prices now. The value is computed
 * against one view of the feed and paid only if the bet's games are unchanged in the database (the same fence
 * as acceptance), so a sale never uses a price the feed has already left.
 */
export class CashOuts {
  constructor(
    private readonly deps: {
      readonly wallet: WalletService;
      readonly feed: FeedStoreService;
      readonly bets: BetsRepository;
      readonly writer: BetWriterRepository;
      readonly ledger: BetLedger;
      readonly clock: Clock;
    },
  ) {}

  value(
    bet: BetRow,
    legs: readonly LegRow[],
    view: FeedView,
    context: Pick<PlayerContext, 'config'>,
  ): SaleValue {
    return saleValue({
      bet,
      legs,
      view,
      nowMs: this.deps.clock.nowMs(),
      partMinor: bet.open_stake,
      marginPercent: context.config.betting.rules.cashOut.marginPercent,
      enabled: context.config.betting.cashOut,
    });
  }

  /** SaleBet: `part` of the running stake (decimal text; all when absent); refused when worth less than `seen`. */
  async sell(
    context: PlayerContext,
    input: { betId: bigint; part?: string; seen?: string },
  ): Promise<SaleAnswer> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const view = this.deps.feed.view();
      try {
        return await this.deps.wallet.transaction((trx) => this.sellIn(trx, context, view, input));
      } catch (error) {
        if (!(error instanceof StaleView)) throw error;
        await waitForNewerView(this.deps.feed, view.seq, CATCH_UP_MS);
      }
    }
    throw refuse('priceBlocked', 'The prices kept changing; try again');
  }

  /** A running bet sold whole inside the caller's transaction (MakeBetWeb with SaleBetId: sell, then bet). */
  async sellWhole(trx: Kysely<Database>, context: PlayerContext, betId: bigint): Promise<void> {
    await this.sellIn(trx, context, this.deps.feed.view(), { betId });
  }

  private async sellIn(
    trx: Kysely<Database>,
    context: PlayerContext,
    view: FeedView,
    input: { betId: bigint; part?: string; seen?: string },
  ): Promise<SaleAnswer> {
    const { bets, wallet, ledger, writer, clock } = this.deps;
    const bet = await bets.lockBet(trx, input.betId);
    if (!bet || bet.user_id !== context.userId) throw refuse('notFound');
    if (bet.status !== 'open') throw refuse('saleUnavailable');
    const currency = { code: bet.currency, scale: bet.scale };
    const amount = (text: string) => {
      try {
        return parseMoney(text, currency).amountMinor;
      } catch {
        throw refuse('stakeInvalid');
      }
    };
    const partMinor = input.part === undefined ? bet.open_stake : amount(input.part);
    if (partMinor <= 0n || partMinor > bet.open_stake)
      throw refuse('stakeInvalid', 'More than the running stake');
    const legs = await bets.legsOf(trx, [bet.id]);
    const value = saleValue({
      bet,
      legs,
      view,
      nowMs: clock.nowMs(),
      partMinor,
      marginPercent: context.config.betting.rules.cashOut.marginPercent,
      enabled: context.config.betting.cashOut,
    });
    if (!value.ok) throw value.reason === 'suspended' ? refuse('priceBlocked') : refuse('saleUnavailable');
    const paid = value.valueMinor - value.taxMinor;
    if (input.seen !== undefined && paid < amount(input.seen))
      throw refuse('saleValueChanged', undefined, { SaleSumm: major(paid, bet.scale) });
    const openGames = [...new Set(legs.filter((leg) => leg.result === null).map((leg) => leg.game_id))];
    if (
      !(await writer.fence(
        trx,
        openGames.sort((a, b) => a - b),
        view.seq,
      ))
    )
      throw new StaleView();
    const { transactionId } = await wallet.post(
      trx,
      ledger.cashOut({
        betId: bet.id,
        currency: bet.currency,
        walletAccountId: bet.wallet_account_id,
        stakePartMinor: partMinor,
        valueMinor: value.valueMinor,
        taxMinor: value.taxMinor,
      }),
    );
    const at = clock.now();
    await bets.applyCashOut(trx, bet, {
      partMinor,
      valueMinor: value.valueMinor,
      taxMinor: value.taxMinor,
      transactionId,
      at,
    });
    const { availableMinor } = await wallet.balanceOf(trx, bet.wallet_account_id);
    const left = bet.open_stake - partMinor;
    return {
      Id: Number(bet.id),
      SaleSumm: major(paid, bet.scale),
      Balance: major(availableMinor, bet.scale),
      StakeLeft: major(left, bet.scale),
      Status: left === 0n ? 'sold' : 'open',
    };
  }
}
