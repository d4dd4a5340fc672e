import { z } from 'zod';

const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** `live: true` only live games, `false` only line games, absent both. */
const liveFilter = z.boolean().optional();

/** What a client can follow: every live game, a sport, a championship or one game. */
export const liveTopicSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('live') }),
  z.object({ kind: z.literal('sport'), id: idSchema, live: liveFilter }),
  z.object({ kind: z.literal('champ'), id: idSchema, live: liveFilter }),
  z.object({ kind: z.literal('game'), id: idSchema }),
]);

export type LiveTopic = z.infer<typeof liveTopicSchema>;

/** One text per distinct topic, so subscribing twice is one subscription. */
export function topicKey(topic: LiveTopic): string {
  switch (topic.kind) {
    case 'live':
      return 'live';
    case 'game':
      return `game:${topic.id}`;
    default:
      return `${topic.kind}:${topic.id}:${topic.live === undefined ? 'all' : topic.live ? 'live' : 'line'}`;
  }
}
