import { describe, expect, it } from 'vitest';
import { LIVE_PUSH_LIMITS } from './live-push.constants';
import { clientMessageSchema } from './live-push-client.schema';
import { topicKey } from './live-push-topic.schema';

describe('client messages of the live push', () => {
  it('accepts subscriptions by live, sport, championship and game, with a resume seq', () => {
    const message = {
      v: 1,
      type: 'subscribe',
      id: 'a',
      since: 42,
      topics: [
        { kind: 'live' },
        { kind: 'sport', id: 1, live: true },
        { kind: 'champ', id: 100001 },
        { kind: 'game', id: 600000001 },
      ],
    };
    expect(clientMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    ['no version', { type: 'ping' }],
    ['an empty topic list', { v: 1, type: 'subscribe', topics: [] }],
    ['a topic of an unknown kind', { v: 1, type: 'subscribe', topics: [{ kind: 'team', id: 1 }] }],
    ['a fractional id', { v: 1, type: 'unsubscribe', topics: [{ kind: 'game', id: 1.5 }] }],
    ['a negative since', { v: 1, type: 'subscribe', topics: [{ kind: 'live' }], since: -1 }],
    [
      'more topics than a connection may hold',
      {
        v: 1,
        type: 'subscribe',
        topics: Array.from({ length: LIVE_PUSH_LIMITS.topics + 1 }, () => ({ kind: 'live' })),
      },
    ],
  ])('refuses %s', (_name, message) => {
    expect(clientMessageSchema.safeParse(message).success).toBe(false);
  });

  it('names each distinct topic once', () => {
    expect(topicKey({ kind: 'sport', id: 1 })).toBe('sport:1:all');
    expect(topicKey({ kind: 'sport', id: 1, live: false })).toBe('sport:1:line');
    expect(topicKey({ kind: 'champ', id: 1, live: true })).not.toBe(
      topicKey({ kind: 'sport', id: 1, live: true }),
    );
    expect(topicKey({ kind: 'game', id: 7 })).toBe('game:7');
  });
});
