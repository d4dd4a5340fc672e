import { describe, expect, it } from 'vitest';
import type { PushGameState } from './live-push-game.schema';
import { applyServerMessage, EMPTY_LIVE_PUSH_STATE, type LivePushState } from './live-push-state';

const game = (I: number, C = 1.5): PushGameState => ({
  I,
  V: 1,
  SI: 1,
  LI: 100001,
  S: 1_795_000_000,
  LV: 1,
  PH: 1,
  E: [
    { G: 1, T: 1, C },
    { G: 17, T: 9, P: 2.5, C: 1.9 },
  ],
});

const holding = (...games: PushGameState[]): LivePushState => ({
  seq: 5,
  games: new Map(games.map((g) => [g.I, g])),
});

describe('the client state of the live push', () => {
  it('merges a subscription snapshot and replaces everything on a full one', () => {
    const merged = applyServerMessage(holding(game(1)), {
      v: 1,
      type: 'snapshot',
      seq: 6,
      replace: false,
      games: [game(2)],
      removed: [1],
    });
    expect([...merged.games.keys()]).toEqual([2]);
    expect(merged.seq).toBe(6);
    const replaced = applyServerMessage(holding(game(1), game(3)), {
      v: 1,
      type: 'snapshot',
      seq: 9,
      replace: true,
      games: [game(2)],
    });
    expect([...replaced.games.keys()]).toEqual([2]);
  });

  it('applies a diff: changed and new outcomes, outcomes gone, score, added and removed games', () => {
    const next = applyServerMessage(holding(game(1), game(2)), {
      v: 1,
      type: 'diff',
      seq: 7,
      games: [
        {
          I: 1,
          V: 2,
          PH: 3,
          SC: { S: [1, 0], P: [[1, 0]], CP: 1, TS: 300 },
          E: [
            { G: 1, T: 1, C: 1.4, B: true },
            { G: 1, T: 3, C: 6 },
          ],
          X: [{ G: 17, T: 9, P: 2.5 }],
        },
        { I: 99, V: 1, PH: 2 },
      ],
      added: [game(4)],
      removed: [2],
    });
    expect(next.games.get(1)).toEqual({
      ...game(1),
      V: 2,
      PH: 3,
      SC: { S: [1, 0], P: [[1, 0]], CP: 1, TS: 300 },
      E: [
        { G: 1, T: 1, C: 1.4, B: true },
        { G: 1, T: 3, C: 6 },
      ],
    });
    expect([...next.games.keys()].sort()).toEqual([1, 4]);
    expect(next.seq).toBe(7);
  });

  it('merges sub-game outcomes by sub-game', () => {
    const withSub = { ...game(1), SG: [{ I: 11, E: [{ G: 1, T: 1, C: 2 }] }] };
    const next = applyServerMessage(holding(withSub), {
      v: 1,
      type: 'diff',
      seq: 6,
      games: [
        {
          I: 1,
          V: 2,
          SG: [
            { I: 11, E: [{ G: 1, T: 2, C: 3 }] },
            { I: 12, E: [{ G: 1, T: 1, C: 4 }] },
          ],
        },
      ],
    });
    expect(next.games.get(1)?.SG).toEqual([
      {
        I: 11,
        E: [
          { G: 1, T: 1, C: 2 },
          { G: 1, T: 2, C: 3 },
        ],
      },
      { I: 12, E: [{ G: 1, T: 1, C: 4 }] },
    ]);
  });

  it('drops the games an unsubscribe left uncovered and ignores other messages', () => {
    const state = holding(game(1), game(2));
    const next = applyServerMessage(state, { v: 1, type: 'unsubscribed', seq: 5, removed: [2] });
    expect([...next.games.keys()]).toEqual([1]);
    expect(applyServerMessage(state, { v: 1, type: 'pong' })).toBe(state);
    expect(applyServerMessage(EMPTY_LIVE_PUSH_STATE, { v: 1, type: 'pong' })).toBe(EMPTY_LIVE_PUSH_STATE);
  });
});
