import type { PushOutcomeKey } from '@sportsbook/core/api/live-push/live-push-game.schema';
import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';

/*
 * Keys of the live push protocol as packages/core/src/api/live-push names them (topicKey, outcomeKey). The core's
 * helpers live beside the protocol's zod schemas, which are built when the module loads, so importing them would
 * ship zod with every betting page; push-protocol.test.ts holds these to the core's results.
 */

export function topicKey(topic: LiveTopic): string {
  if (topic.kind === 'live') return 'live';
  if (topic.kind === 'game') return `game:${topic.id}`;
  return `${topic.kind}:${topic.id}:${topic.live === undefined ? 'all' : topic.live ? 'live' : 'line'}`;
}

export function outcomeKey(outcome: PushOutcomeKey): string {
  return `${outcome.G}:${outcome.T}:${outcome.P ?? 0}`;
}
