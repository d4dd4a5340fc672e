import type { BetOrderView } from '@sportsbook/core/betting/bet-view.schema';
import type { FeedView } from '../../feed/store/feed-view';
import { legNames } from '../coupon/coupon-events';
import { readLegs, type CouponFields } from '../coupon/coupon-input';
import { lookupLeg } from '../coupon/leg-lookup';
import { formatMinor } from '../history/money-text';
import type { OrderRow } from './bet-orders.repository';

/**
 * An auto bet or a VIP bid as the player's pages and the operator's queue show it, its legs named from the
 * feed `view` while their games are in it.
 */
export function orderView(row: OrderRow, view: FeedView): BetOrderView {
  const legs = readLegs((row.coupon as CouponFields).Events);
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    stake: formatMinor(row.stake, row.scale),
    currency: row.currency,
    targetPrice: row.target_price === null ? null : row.target_price / 1000,
    betId: row.bet_id === null ? null : Number(row.bet_id),
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    legs: legs.map((leg) => {
      const lookup = lookupLeg(view, leg);
      return {
        GameId: leg.gameId,
        Type: leg.type,
        Param: leg.param / 1000,
        Coef: (leg.sentPrice ?? 0) / 1000,
        names: lookup.game ? legNames(view, lookup) : null,
      };
    }),
  };
}
