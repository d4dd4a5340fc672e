import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outcomeKey as coreOutcomeKey } from '@sportsbook/core/api/live-push/live-push-game.schema';
import type { ServerMessage } from '@sportsbook/core/api/live-push/live-push-server.schema';
import { applyServerMessage, EMPTY_LIVE_PUSH_STATE } from '@sportsbook/core/api/live-push/live-push-state';
import {
  topicKey as coreTopicKey,
  type LiveTopic,
} from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { outcomeKey, topicKey } from './push-protocol';
import { PushStore } from './push-store';

const outcome = fc.record(
  {
    G: fc.constantFrom(1, 17),
    T: fc.constantFrom(1, 2, 9),
    P: fc.constantFrom(1.5, 2.5),
    C: fc.double({ min: 1.01, max: 20, noNaN: true }),
    B: fc.constant(true as const),
  },
  { requiredKeys: ['G', 'T', 'C'] },
);
const id = fc.integer({ min: 1, max: 4 });
/** A state lists each outcome once (its key is its identity), and each sub-game once. */
const outcomes = fc.uniqueArray(outcome, { maxLength: 4, selector: (o) => `${o.G}:${o.T}:${o.P ?? 0}` });
const subGames = fc.uniqueArray(fc.record({ I: fc.integer({ min: 10, max: 12 }), E: outcomes }), {
  maxLength: 2,
  selector: (sub) => sub.I,
});
const game = fc.record({
  I: id,
  V: fc.nat(),
  SI: fc.constant(1),
  LI: fc.constant(2),
  S: fc.nat(),
  LV: fc.constantFrom(0 as const, 1 as const),
  PH: fc.constantFrom(1 as const, 3 as const),
  E: outcomes,
  SG: subGames,
});
const seq = fc.nat();
const message: fc.Arbitrary<ServerMessage> = fc.oneof(
  fc.record({
    v: fc.constant(1 as const),
    type: fc.constant('snapshot' as const),
    seq,
    replace: fc.boolean(),
    games: fc.array(game, { maxLength: 3 }),
    removed: fc.array(id, { maxLength: 2 }),
  }),
  fc.record({
    v: fc.constant(1 as const),
    type: fc.constant('diff' as const),
    seq,
    games: fc.array(
      fc.record(
        {
          I: id,
          V: fc.nat(),
          PH: fc.constantFrom(1 as const, 3 as const),
          E: fc.array(outcome, { maxLength: 3 }),
          X: fc.array(outcome, { maxLength: 2 }),
          SG: fc.array(
            fc.record({ I: fc.integer({ min: 10, max: 12 }), E: fc.array(outcome, { maxLength: 2 }) }),
            { maxLength: 1 },
          ),
        },
        { requiredKeys: ['I', 'V'] },
      ),
      { maxLength: 3 },
    ),
    added: fc.array(game, { maxLength: 2 }),
    removed: fc.array(id, { maxLength: 2 }),
  }),
  fc.record({
    v: fc.constant(1 as const),
    type: fc.constant('unsubscribed' as const),
    seq,
    removed: fc.array(id, { maxLength: 2 }),
  }),
  fc.record({ v: fc.constant(1 as const), type: fc.constant('pong' as const) }),
);

describe('the live push protocol without its schemas', () => {
  it('keeps the same state as the core client for any sequence of server messages', () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 8 }), (messages) => {
        const store = new PushStore();
        messages.forEach((message) => store.apply(message));
        const ours = store.toState();
        const core = messages.reduce(applyServerMessage, EMPTY_LIVE_PUSH_STATE);
        expect(ours.seq).toBe(core.seq);
        expect([...ours.games.entries()]).toEqual([...core.games.entries()]);
      }),
    );
  });

  it.each<LiveTopic>([
    { kind: 'live' },
    { kind: 'game', id: 5 },
    { kind: 'sport', id: 1 },
    { kind: 'sport', id: 1, live: true },
    { kind: 'champ', id: 9, live: false },
  ])('names topic %o as the core does', (topic) => {
    expect(topicKey(topic)).toBe(coreTopicKey(topic));
  });

  it('names outcomes as the core does', () => {
    for (const key of [
      { G: 1, T: 1 },
      { G: 17, T: 9, P: 2.5 },
      { G: 2, T: 7, P: -1 },
    ]) {
      expect(outcomeKey(key)).toBe(coreOutcomeKey(key));
    }
  });
});
