import type { Kysely } from 'kysely';
import { liveBetSaleApi } from '@sportsbook/core/api/routes/livebet-sale.routes';
import type { Database } from '../../../db/database';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import type { FeedStoreService } from '../../feed/store/feed-store.service';
import type { WalletService } from '../../wallet/wallet.contract';
import type { BetsRepository } from '../bets.repository';
import type { BetOrders } from '../orders/bet-orders';
import { major } from '../placement/bet-answer';
import type { PlayerContexts } from '../player/player-context';
import type { CashOuts } from './cash-outs';

/** SaleBet, GetSaleSumm and CancelAutoBet: the calls of a running bet or order. */
export function registerSaleRoutes(
  routes: RouteRegistrar,
  deps: {
    readonly db: Kysely<Database>;
    readonly contexts: PlayerContexts;
    readonly cashOuts: CashOuts;
    readonly bets: BetsRepository;
    readonly orders: BetOrders;
    readonly feed: FeedStoreService;
    readonly wallet: WalletService;
  },
): void {
  const { db, contexts, cashOuts, bets, orders, feed, wallet } = deps;
  routes.implement(liveBetSaleApi.saleBet, async ({ body, user }) => {
    const context = await contexts.player(user!, body.Lng);
    return cashOuts.sell(context, {
      betId: BigInt(body.SaleBetId),
      ...(body.Summ === undefined ? {} : { part: body.Summ }),
      ...(body.SaleSumm === undefined ? {} : { seen: body.SaleSumm }),
    });
  });
  routes.implement(liveBetSaleApi.getSaleSumm, async ({ body, user }) => {
    const context = await contexts.player(user!, body.Lng);
    const view = feed.view();
    return Promise.all(
      body.SaleBetIds.map(async (id) => {
        const bet = await bets.bet(db, BigInt(id));
        if (!bet || bet.user_id !== user!.id) return { Id: id, SaleSumm: null, Reason: 'notFound' };
        const value = cashOuts.value(bet, await bets.legsOf(db, [bet.id]), view, context);
        return value.ok
          ? { Id: id, SaleSumm: major(value.valueMinor - value.taxMinor, bet.scale), Reason: null }
          : { Id: id, SaleSumm: null, Reason: value.reason };
      }),
    );
  });
  routes.implement(liveBetSaleApi.cancelAutoBet, async ({ body, user }) => {
    const context = await contexts.player(user!, body.Lng);
    const result = await orders.cancelAuto(user!.id, BigInt(body.Id));
    const { availableMinor } = await wallet.transaction((trx) =>
      wallet.balanceOf(trx, context.account.accountId),
    );
    return { ...result, Balance: major(availableMinor, context.currency.decimals) };
  });
}
