import type { Kysely } from 'kysely';
import { liveBetApi } from '@sportsbook/core/api/routes/livebet.routes';
import type { Database } from '../../../db/database';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import type { FeedStoreService } from '../../feed/store/feed-store.service';
import type { WalletService } from '../../wallet/wallet.contract';
import type { BetsRepository } from '../bets.repository';
import type { CashOuts } from '../cash-out/cash-outs';
import { advanceRoom } from '../placement/advance-funding';
import { major } from '../placement/bet-answer';
import type { CouponContext, PlayerContexts } from '../player/player-context';
import type { CouponFields } from './coupon-input';
import { quoteUpdate } from './coupon-quote.service';
import type { SavedCoupons } from './saved-coupons';

export interface CouponRouteDeps {
  readonly db: Kysely<Database>;
  readonly contexts: PlayerContexts;
  readonly feed: FeedStoreService;
  readonly saved: SavedCoupons;
  readonly wallet: WalletService;
  readonly bets: BetsRepository;
  readonly cashOuts: CashOuts;
}

interface SiteFields {
  readonly partner?: number | undefined;
  readonly Country?: number | undefined;
  readonly Currency?: number | undefined;
  readonly Lng?: string | undefined;
}

const siteOf = (body: SiteFields) => ({
  partner: body.partner,
  country: body.Country,
  currency: body.Currency,
  lng: body.Lng,
});

/** The open coupon calls: UpdateCoupon(Multi), GetCoupon, SaveCoupon, and GetAvance for a logged-in player. */
export function registerCouponRoutes(routes: RouteRegistrar, deps: CouponRouteDeps): void {
  const { db, contexts, feed, saved, wallet, bets, cashOuts } = deps;

  /** UpdateCoupon with SaleBetId: what selling that running bet of the player's pays now. */
  async function saleSumm(context: CouponContext, betId: number | undefined): Promise<number | null> {
    if (!betId || !context.player) return null;
    const bet = await bets.bet(db, BigInt(betId));
    if (!bet || bet.user_id !== context.player.userId) return null;
    const value = cashOuts.value(bet, await bets.legsOf(db, [bet.id]), feed.view(), context);
    return value.ok ? major(value.valueMinor - value.taxMinor, bet.scale) : null;
  }

  const update = async (body: CouponFields & SiteFields, user: Parameters<PlayerContexts['coupon']>[0]) => {
    const context = await contexts.coupon(user, siteOf(body));
    return quoteUpdate(body, context, feed.view(), await saleSumm(context, body.SaleBetId));
  };

  routes.implement(liveBetApi.updateCoupon, ({ body, user }) => update(body, user));
  routes.implement(liveBetApi.updateCouponMulti, async ({ body, user }) =>
    Promise.all(body.Coupons.map((coupon) => update({ ...siteOf(body), ...coupon }, user))),
  );
  routes.implement(liveBetApi.saveCoupon, async ({ body, user }) => {
    const context = await contexts.coupon(user, siteOf(body));
    return saved.save(body, body.partner ?? context.partnerId, user?.id ?? null);
  });
  routes.implement(liveBetApi.getCoupon, async ({ body, user }) => {
    const context = await contexts.coupon(user, siteOf(body));
    return saved.load(body.Guid, context);
  });
  routes.implement(liveBetApi.getAvance, async ({ body, user }) => {
    const context = await contexts.player(user!, body.Lng);
    const room = await wallet.transaction((trx) => advanceRoom(trx, { wallet, bets }, context));
    return {
      Avance: major(room.availableMinor, context.currency.decimals),
      Currency: context.currency.id,
      Available: room.availableMinor > 0n,
    };
  });
}
