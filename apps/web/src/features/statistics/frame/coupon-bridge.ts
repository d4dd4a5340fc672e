import { COUPON_MAX_BETS } from '@sportsbook/core/constants/limits.constants';
import type { FrameBet, SendBetReply } from '@sportsbook/core/statistics/frame-messages';
import {
  sameSelection,
  useCouponSelections,
  type CouponSelection,
} from '../../../shared/coupon/coupon-selections.store';

/** A frame's selection as the site's coupon keeps it (its event is the game it names). */
export function selectionOfBet(bet: FrameBet): CouponSelection {
  return {
    gameId: bet.gameId,
    mainGameId: bet.gameId,
    type: bet.type,
    param: bet.param ?? 0,
    price: bet.coef,
    kind: bet.kind,
    names: {
      game: [bet.opp1, bet.opp2].filter(Boolean).join(' — '),
      champ: bet.champName ?? '',
      market: bet.marketName ?? '',
      selection: bet.selectionName ?? '',
    },
  };
}

/** The coupon's selections as a frame reads them (BetsUpdate, the coupon data reply). */
export function betOfSelection(selection: CouponSelection): FrameBet {
  const [opp1, opp2] = selection.names.game.split(' — ');
  return {
    gameId: selection.gameId,
    type: selection.type,
    coef: selection.price,
    ...(selection.param !== 0 && { param: selection.param }),
    kind: selection.kind,
    champName: selection.names.champ,
    ...(opp1 && { opp1 }),
    ...(opp2 && { opp2 }),
    marketName: selection.names.market,
    selectionName: selection.names.selection,
  };
}

/**
 * Request.SendBet: puts the selection in the coupon (a selection already there stays, another pick of the
 * same event is replaced); refused when the coupon is full.
 */
export function addBetToCoupon(bet: FrameBet): SendBetReply {
  const selection = selectionOfBet(bet);
  const store = useCouponSelections.getState();
  if (store.selections.some((item) => sameSelection(item, selection))) return { accepted: true };
  store.toggle(selection);
  const added = useCouponSelections.getState().selections.some((item) => sameSelection(item, selection));
  return added
    ? { accepted: true }
    : { accepted: false, reason: `the coupon holds at most ${COUPON_MAX_BETS} bets` };
}
