import { afterEach, describe, expect, it } from 'vitest';
import { COUPON_MAX_BETS } from '@sportsbook/core/constants/limits.constants';
import type { FrameBet } from '@sportsbook/core/statistics/frame-messages';
import { useCouponSelections } from '../../../shared/coupon/coupon-selections.store';
import { addBetToCoupon, betOfSelection, selectionOfBet } from './coupon-bridge';

const bet: FrameBet = {
  gameId: 9,
  type: 9,
  group: 17,
  coef: 1.9,
  param: 2.5,
  kind: 1,
  champName: 'Premier League',
  opp1: 'Arsenal',
  opp2: 'Chelsea',
  marketName: 'Total',
  selectionName: 'Over 2.5',
};

describe('the frame’s bets and the site’s coupon', () => {
  afterEach(() => useCouponSelections.setState({ selections: [] }));

  it('turns a frame bet into a coupon selection and back', () => {
    const selection = selectionOfBet(bet);
    expect(selection).toMatchObject({ gameId: 9, mainGameId: 9, type: 9, param: 2.5, price: 1.9, kind: 1 });
    expect(selection.names).toEqual({
      game: 'Arsenal — Chelsea',
      champ: 'Premier League',
      market: 'Total',
      selection: 'Over 2.5',
    });
    const { group: _group, ...rest } = bet;
    expect(betOfSelection(selection)).toEqual(rest);
  });

  it('adds a bet once, replacing another pick of the same game', () => {
    expect(addBetToCoupon(bet)).toEqual({ accepted: true });
    expect(addBetToCoupon(bet)).toEqual({ accepted: true });
    expect(useCouponSelections.getState().selections).toHaveLength(1);
    addBetToCoupon({ ...bet, type: 10 });
    expect(useCouponSelections.getState().selections.map((s) => s.type)).toEqual([10]);
  });

  it('refuses a bet when the coupon is full', () => {
    for (let game = 1; game <= COUPON_MAX_BETS; game += 1) addBetToCoupon({ ...bet, gameId: 1000 + game });
    expect(addBetToCoupon(bet)).toMatchObject({ accepted: false });
    expect(useCouponSelections.getState().selections).toHaveLength(COUPON_MAX_BETS);
  });
});
