import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outcomeKey, type PushGameState } from '@sportsbook/core/api/live-push/live-push-game.schema';
import { applyGameDiff } from '@sportsbook/core/api/live-push/live-push-state';
import type { FeedGame, FeedOutcome, Phase } from '../feed/feed-model';
import { fixtureGame, fixtureScore } from './game-source.fixture';
import { diffImages, imageOf, stateOf } from './game-image';

const outcomeArb = fc.record({
  G: fc.constantFrom(1, 17, 2),
  T: fc.constantFrom(1, 2, 3, 9, 10),
  P: fc.constantFrom(undefined, 0.5, 1.5, -1.25),
  C: fc.integer({ min: 1010, max: 20_000 }),
  B: fc.boolean(),
});

const outcomesArb = fc
  .uniqueArray(outcomeArb, { selector: (o) => `${o.G}:${o.T}:${o.P ?? 0}`, maxLength: 12 })
  .map((list) =>
    list.map(({ P, B, ...o }): FeedOutcome => ({
      ...o,
      ...(P === undefined ? {} : { P }),
      ...(B ? { B: true } : {}),
    })),
  );

const gameArb = fc
  .record({
    outcomes: outcomesArb,
    subGames: fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 4 }), outcomes: outcomesArb }), {
      selector: (sub) => sub.id,
      maxLength: 3,
    }),
    live: fc.boolean(),
    phase: fc.constantFrom<Phase>(1, 2, 3, 4),
    home: fc.nat(9),
    away: fc.nat(9),
    startAt: fc.constantFrom(1_795_000_000, 1_795_003_600),
  })
  .map((g): FeedGame =>
    fixtureGame(600000001, {
      live: g.live,
      phase: g.phase,
      startAt: g.startAt,
      score: fixtureScore(g.home, g.away),
      markets: [{ key: 'm', G: 1, outcomes: g.outcomes }],
      subGames: g.subGames.map((sub) => ({
        id: sub.id,
        title: { en: 'x', ru: 'x', ar: 'x' },
        markets: [{ key: 's', G: 1, outcomes: sub.outcomes }],
      })),
    }),
  );

/** The same game whatever the order of outcomes and sub-games, and without the empty sub-games. */
function normalised(state: PushGameState): unknown {
  const { V: _version, SG, E, ...rest } = state;
  const sorted = <T extends { G: number; T: number; P?: number }>(list: T[]) =>
    [...list].sort((a, b) => outcomeKey(a).localeCompare(outcomeKey(b)));
  const subGames = (SG ?? []).filter((sub) => sub.E.length > 0).sort((a, b) => a.I - b.I);
  return { ...rest, E: sorted(E), SG: subGames.map((sub) => ({ I: sub.I, E: sorted(sub.E) })) };
}

describe('game diffs', () => {
  it('bring a client holding one state to the next, for any two states of a game', () => {
    fc.assert(
      fc.property(gameArb, gameArb, (before, after) => {
        const from = imageOf(before);
        const to = imageOf(after);
        const diff = diffImages(from, to);
        const reached = diff ? applyGameDiff(stateOf(from), diff) : stateOf(from);
        expect(normalised(reached)).toEqual(normalised(stateOf(to)));
        if (diff) expect(normalised(applyGameDiff(reached, diff))).toEqual(normalised(reached));
      }),
    );
  });

  it('bring a client to a repriced game whose markets kept their shape', () => {
    const repricedArb = gameArb.chain((before) =>
      fc
        .array(fc.record({ C: fc.integer({ min: 1010, max: 20_000 }), B: fc.boolean() }), {
          minLength: 400,
          maxLength: 400,
        })
        .map((moves): [FeedGame, FeedGame] => {
          let i = 0;
          const reprice = (o: FeedOutcome): FeedOutcome => {
            const move = moves[i++ % moves.length]!;
            const { B: _blocked, ...open } = o;
            return move.B ? { ...open, C: move.C, B: true } : { ...open, C: move.C };
          };
          const markets = (list: FeedGame['markets']) =>
            list.map((market) => ({ ...market, outcomes: market.outcomes.map(reprice) }));
          const after = {
            ...before,
            markets: markets(before.markets),
            subGames: before.subGames.map((sub) => ({ ...sub, markets: markets(sub.markets) })),
          };
          return [before, after];
        }),
    );
    fc.assert(
      fc.property(repricedArb, ([before, after]) => {
        const from = imageOf(before);
        const diff = diffImages(from, imageOf(after));
        const reached = diff ? applyGameDiff(stateOf(from), diff) : stateOf(from);
        expect(normalised(reached)).toEqual(normalised(stateOf(imageOf(after))));
        expect(diff?.X).toBeUndefined();
      }),
    );
  });

  it('carry only what changed, with the decimal price', () => {
    const before = fixtureGame(600000001);
    const after: FeedGame = {
      ...before,
      version: 2,
      markets: before.markets.map((market) => ({
        ...market,
        outcomes: market.outcomes.map((o) => (o.T === 2 ? { ...o, C: 3450, B: true as const } : o)),
      })),
    };
    expect(diffImages(imageOf(before), imageOf(after))).toEqual({
      I: 600000001,
      V: 2,
      E: [{ G: 1, T: 2, C: 3.45, B: true }],
    });
    expect(diffImages(imageOf(before), imageOf({ ...before, version: 3 }))).toBeNull();
  });

  it('name outcomes that are gone and the score when it moves', () => {
    const before = fixtureGame(600000001);
    const after: FeedGame = {
      ...before,
      score: fixtureScore(1, 0, 900),
      markets: [{ ...before.markets[0]!, outcomes: before.markets[0]!.outcomes.filter((o) => o.T !== 2) }],
    };
    expect(diffImages(imageOf(before), imageOf(after))).toEqual({
      I: 600000001,
      V: 1,
      SC: { S: [1, 0], P: [[1, 0]], CP: 1, TS: 900 },
      X: [{ G: 1, T: 2 }],
    });
  });
});
