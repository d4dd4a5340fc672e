import { z } from 'zod';
import { LIVE_PUSH_LIMITS, LIVE_PUSH_VERSION } from './live-push.constants';
import { liveTopicSchema } from './live-push-topic.schema';

/** Echoed in the answer, so a client can match answers to its requests. */
const requestIdSchema = z.union([z.string().max(64), z.number().int()]).optional();
const topicsSchema = z.array(liveTopicSchema).min(1).max(LIVE_PUSH_LIMITS.topics);
const version = z.literal(LIVE_PUSH_VERSION);

export const subscribeMessageSchema = z.object({
  v: version,
  type: z.literal('subscribe'),
  id: requestIdSchema,
  topics: topicsSchema,
  /** After a reconnect: the last `seq` the client saw; the server sends what changed since, or a snapshot. */
  since: z.number().int().nonnegative().optional(),
});

export const unsubscribeMessageSchema = z.object({
  v: version,
  type: z.literal('unsubscribe'),
  id: requestIdSchema,
  topics: topicsSchema,
});

/** Browsers cannot see WebSocket ping frames; this lets a page check the connection itself. */
export const pingMessageSchema = z.object({ v: version, type: z.literal('ping'), id: requestIdSchema });

export const clientMessageSchema = z.discriminatedUnion('type', [
  subscribeMessageSchema,
  unsubscribeMessageSchema,
  pingMessageSchema,
]);

export type SubscribeMessage = z.infer<typeof subscribeMessageSchema>;
export type UnsubscribeMessage = z.infer<typeof unsubscribeMessageSchema>;
export type ClientMessage = z.infer<typeof clientMessageSchema>;
