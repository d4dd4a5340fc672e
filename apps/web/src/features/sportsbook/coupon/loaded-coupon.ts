import type { CouponSelection } from '../../../shared/coupon/coupon-selections.store';
import type { LoadedCoupon } from './api/coupon.api';
import type { SlipKind } from './bet-slip-rules';

/** A booking code's legs as picks, at the prices they have now. */
export function selectionsFromCoupon(coupon: LoadedCoupon): CouponSelection[] {
  return coupon.Events.map((leg) => ({
    gameId: leg.GameId,
    mainGameId: leg.MainGameId || leg.GameId,
    type: leg.Type,
    param: leg.Param ?? 0,
    price: leg.Coef,
    kind: leg.Kind === 1 ? 1 : 3,
    names: {
      game: leg.Opp2 ? `${leg.Opp1} – ${leg.Opp2}` : leg.Opp1,
      champ: leg.Liga,
      market: leg.PeriodName,
      selection: leg.MarketName,
    },
  }));
}

export function slipKindOfVid(vid: number): SlipKind {
  return vid === 3 ? 'system' : vid === 0 ? 'single' : 'express';
}
