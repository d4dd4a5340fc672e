import { describe, expect, it } from 'vitest';
import { duelRequest, pickSide } from './duel-picker';

describe('picking the sides of a duel', () => {
  it('puts, moves and removes an id, never on both sides', () => {
    let sides = pickSide({}, 7, 1);
    expect(sides).toEqual({ 7: 1 });
    sides = pickSide(sides, 7, 2);
    expect(sides).toEqual({ 7: 2 });
    sides = pickSide(sides, 7, 2);
    expect(sides).toEqual({});
  });

  it('is ready when both sides have someone', () => {
    expect(duelRequest({ 3: 1 }).ready).toBe(false);
    expect(duelRequest({ 9: 1, 3: 1, 4: 2 })).toEqual({ team1Ids: [3, 9], team2Ids: [4], ready: true });
  });
});
