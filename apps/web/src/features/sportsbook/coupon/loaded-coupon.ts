import type { CouponSelection } from '../../../shared/coupon/coupon-selections.store';
import type { LoadedCoupon } from './api/coupon.api';
import { selectionKey, type SlipKind } from './bet-slip-rules';

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
  return vid === 3 ? 'system' : vid === 2 ? 'multi' : vid === 0 ? 'single' : 'express';
}

/**
 * The stakes a booking code of singles at once was saved with, on its picks: `GroupsSumms[i]` of leg i, or
 * `Summ` on each (docs/BETTING.md). None when its legs were grouped into expresses, which the slip does not
 * build, or were partly dropped (the server then sends no GroupsSumms).
 */
export function stakesFromCoupon(coupon: LoadedCoupon, selections: readonly CouponSelection[]) {
  if (coupon.Vid !== 2 || coupon.EventsIndexes?.some((group) => Array.isArray(group) && group.length > 1))
    return {};
  const stakes = selections.map((_, index) => coupon.GroupsSumms?.[index] ?? coupon.Summ ?? 0);
  return Object.fromEntries(
    selections.flatMap((selection, index) =>
      stakes[index]! > 0 ? [[selectionKey(selection), String(stakes[index])]] : [],
    ),
  );
}
