import { describe, expect, it } from 'vitest';
import type { LoadedCoupon, LoadedLeg } from './api/coupon.api';
import { selectionKey } from './bet-slip-rules';
import { selectionsFromCoupon, slipKindOfVid, stakesFromCoupon } from './loaded-coupon';

const leg = (GameId: number): LoadedLeg => ({
  GameId,
  MainGameId: GameId,
  Type: 1,
  Param: 0,
  Coef: 2,
  Block: false,
  Finish: false,
  Kind: 3,
  Opp1: 'A',
  Opp2: 'B',
  Liga: 'League',
  MarketName: '1',
  PeriodName: '1X2',
});

const coupon = (patch: Partial<LoadedCoupon>): LoadedCoupon => ({
  Vid: 2,
  expressNum: 0,
  HasRemoveEvents: false,
  Events: [leg(1), leg(2)],
  ...patch,
});

describe('a loaded booking code', () => {
  it('opens Vid 2 as singles at once, the others as before', () => {
    expect([0, 1, 2, 3, 4].map(slipKindOfVid)).toEqual(['single', 'express', 'multi', 'system', 'express']);
  });

  it('puts the saved GroupsSumms (or Summ on each) on the picks', () => {
    const saved = coupon({ GroupsSumms: [2, 3.5] });
    const picks = selectionsFromCoupon(saved);
    expect(stakesFromCoupon(saved, picks)).toEqual({
      [selectionKey(picks[0]!)]: '2',
      [selectionKey(picks[1]!)]: '3.5',
    });
    expect(Object.values(stakesFromCoupon(coupon({ Summ: 1.5, GroupsSumms: null }), picks))).toEqual([
      '1.5',
      '1.5',
    ]);
  });

  it('takes no stakes from legs grouped into an express or from another kind', () => {
    const picks = selectionsFromCoupon(coupon({}));
    expect(stakesFromCoupon(coupon({ EventsIndexes: [[0, 1]], GroupsSumms: [5] }), picks)).toEqual({});
    expect(stakesFromCoupon(coupon({ Vid: 1, Summ: 5 }), picks)).toEqual({});
  });
});
