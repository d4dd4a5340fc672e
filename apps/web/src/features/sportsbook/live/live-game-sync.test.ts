import { describe, expect, it } from 'vitest';
import { listGame, outcome, pageGame, pushed, pushState } from '../testing/feed-fixtures';
import { syncListGame, syncPageGame, syncScore } from './live-game-sync';

describe('a cached game brought to the pushed state', () => {
  it('takes the pushed prices and blocks and leaves the same object when nothing changed', () => {
    const game = listGame();
    expect(syncListGame(game, pushed(pushState(game)))).toBe(game);
    const state = pushState(game);
    state.E[0] = { G: 1, T: 1, C: 2.7 };
    state.E[1] = { G: 1, T: 2, C: 3.2, B: true };
    const synced = syncListGame(game, pushed(state));
    expect(synced.E.slice(0, 3).map((o) => [o.C, o.B])).toEqual([
      [2.7, undefined],
      [3.2, true],
      [2.9, undefined],
    ]);
    expect(synced.E[3]).toBe(game.E[3]);
  });

  it('reopens a blocked outcome once the push sends it without B', () => {
    const game = listGame({ E: [outcome(1, 1, 2.5, { B: true })] });
    const synced = syncListGame(game, pushed(pushState(game, { E: [{ G: 1, T: 1, C: 2.5 }] })));
    expect(synced.E[0]).not.toHaveProperty('B');
  });

  it('drops outcomes the push no longer has and keeps the phase beside the game', () => {
    const game = listGame();
    const synced = syncListGame(game, pushed(pushState(game, { E: pushState(game).E.slice(0, 3), PH: 3 })));
    expect(synced.E).toHaveLength(3);
    expect(synced.PH).toBe(3);
  });

  it('writes the pushed score with the omitted zeros, keeps period names and drops stale texts', () => {
    const before = {
      FS: { S1: 1 },
      PS: [{ Key: 1, Value: { S1: 1, NF: '1st half' } }],
      CP: 1,
      CPS: '1st half',
      TS: 1200,
      SLS: '20 minutes',
    };
    expect(syncScore(before, { S: [1, 0], P: [[1, 0]], CP: 1, TS: 1200 })).toBe(before);
    expect(
      syncScore(before, {
        S: [1, 1],
        P: [
          [1, 0],
          [0, 1],
        ],
        CP: 2,
        TS: 2760,
      }),
    ).toEqual({
      FS: { S1: 1, S2: 1 },
      PS: [
        { Key: 1, Value: { S1: 1, NF: '1st half' } },
        { Key: 2, Value: { S2: 1, NF: '' } },
      ],
      CP: 2,
      CPS: '',
      TS: 2760,
      SLS: '',
    });
  });

  it('updates the grouped markets of the game page and adds a line the push opened', () => {
    const game = pageGame();
    const state = pushState(
      { I: game.I, S: game.S, E: [] },
      {
        E: [
          { G: 1, T: 1, C: 2.4 },
          { G: 1, T: 2, C: 3.2 },
          { G: 1, T: 3, C: 3.0 },
          { G: 17, T: 9, P: 1.5, C: 1.4 },
          { G: 17, T: 10, P: 1.5, C: 2.8 },
          { G: 17, T: 9, P: 3.5, C: 2.6 },
          { G: 17, T: 10, P: 3.5, C: 1.5 },
        ],
      },
    );
    const synced = syncPageGame(game, pushed(state));
    expect(synced.GE![0]!.E.map((column) => column[0]!.C)).toEqual([2.4, 3.2, 3.0]);
    expect(synced.GE![1]!.E.map((column) => column.map((o) => o.P))).toEqual([
      [1.5, 3.5],
      [1.5, 3.5],
    ]);
  });

  it("follows a sub-game's own outcomes on the sub-game's page", () => {
    const game = pageGame({ I: 900, GE: [{ G: 1, GS: 1, E: [[outcome(1, 1, 2)], [outcome(1, 3, 2)]] }] });
    const state = pushState(
      { I: 500, S: game.S, E: [] },
      {
        SG: [
          {
            I: 900,
            E: [
              { G: 1, T: 1, C: 1.8 },
              { G: 1, T: 3, C: 2.1 },
            ],
          },
        ],
      },
    );
    expect(syncPageGame(game, pushed(state)).GE![0]!.E.map((column) => column[0]!.C)).toEqual([1.8, 2.1]);
  });
});
