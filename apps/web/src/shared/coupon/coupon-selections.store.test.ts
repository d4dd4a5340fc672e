import { beforeEach, describe, expect, it } from 'vitest';
import { COUPON_MAX_BETS } from '@sportsbook/core/constants/limits.constants';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { useCouponSelections, type CouponSelection } from './coupon-selections.store';

const pick = (gameId: number, type: number, param = 0, mainGameId = gameId): CouponSelection => ({
  gameId,
  mainGameId,
  type,
  param,
  price: 1.9,
  kind: 3,
  names: { game: 'A – B', champ: 'League', market: '1X2', selection: '1' },
});

const state = () => useCouponSelections.getState();
const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.coupon) ?? 'null');

describe('coupon selections', () => {
  beforeEach(() => useCouponSelections.setState({ selections: [] }));

  it('adds a pick and keeps it under the coupon storage key', () => {
    state().toggle(pick(1, 1));
    expect(state().selections).toHaveLength(1);
    expect(stored().selections).toEqual([pick(1, 1)]);
  });

  it('keeps one pick per event: another price of the same game or of its sub-game replaces it', () => {
    state().toggle(pick(1, 1));
    state().toggle(pick(2, 3));
    state().toggle(pick(1, 9, 2.5));
    state().toggle(pick(77, 10, 1.5, 2));
    expect(state().selections.map((s) => [s.gameId, s.type])).toEqual([
      [1, 9],
      [77, 10],
    ]);
  });

  it('takes a pick out when its price is clicked again, and by remove; a line is part of the pick', () => {
    state().toggle(pick(1, 9, 2.5));
    state().toggle(pick(1, 9, 3.5));
    expect(state().selections).toEqual([pick(1, 9, 3.5)]);
    state().toggle(pick(1, 9, 3.5));
    expect(state().selections).toEqual([]);
    state().toggle(pick(4, 1));
    state().remove({ gameId: 4, type: 1, param: 0 });
    expect(state().selections).toEqual([]);
  });

  it('clears every pick, in storage too', () => {
    state().toggle(pick(1, 1));
    state().toggle(pick(2, 1));
    state().clear();
    expect(state().selections).toEqual([]);
    expect(stored().selections).toEqual([]);
  });

  it(`holds at most ${COUPON_MAX_BETS} picks`, () => {
    for (let id = 1; id <= COUPON_MAX_BETS + 5; id++) state().toggle(pick(id, 1));
    expect(state().selections).toHaveLength(COUPON_MAX_BETS);
  });

  it('follows a change another tab made', () => {
    window.localStorage.setItem(STORAGE_KEYS.coupon, JSON.stringify({ selections: [pick(9, 2)] }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.coupon }));
    expect(state().selections).toEqual([pick(9, 2)]);
  });
});
