import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../../errors/error-codes';
import { gameNotificationSchema } from '../feed-responses/favourites-subscriptions.schema';
import { LIVE_PUSH_VERSION } from './live-push.constants';
import { pushGameDiffSchema, pushGameStateSchema } from './live-push-game.schema';

const version = z.literal(LIVE_PUSH_VERSION);
const requestIdSchema = z.union([z.string(), z.number().int()]).optional();
/** The feed sequence the message reflects; a reconnecting client sends the last one back as `since`. */
const seqSchema = z.number().int().nonnegative();
const gameIdsSchema = z.array(z.number().int());

/** Sent once on connect: the server's tick, heartbeat and limits. */
export const helloMessageSchema = z.object({
  v: version,
  type: z.literal('hello'),
  seq: seqSchema,
  tickMs: z.number().int(),
  heartbeatMs: z.number().int(),
  limits: z.object({
    topics: z.number().int(),
    messageBytes: z.number().int(),
    messagesPerSecond: z.number().int(),
  }),
});

/**
 * Games in full. `replace: true`: the whole state of every subscription (a resume the server could not
 * replay); drop games not listed. `replace: false`: merge them in (the games of newly subscribed topics, or
 * those changed since a resume's `since` or since a connection fell behind, with the `removed` ones).
 */
export const snapshotMessageSchema = z.object({
  v: version,
  type: z.literal('snapshot'),
  id: requestIdSchema,
  seq: seqSchema,
  replace: z.boolean(),
  games: z.array(pushGameStateSchema),
  removed: gameIdsSchema.optional(),
});

/** One coalesced tick: games changed, games that joined the subscriptions, games that left them. */
export const diffMessageSchema = z.object({
  v: version,
  type: z.literal('diff'),
  seq: seqSchema,
  games: z.array(pushGameDiffSchema).optional(),
  added: z.array(pushGameStateSchema).optional(),
  removed: gameIdsSchema.optional(),
});

/** Answers an unsubscribe: the games no remaining topic covers any more. */
export const unsubscribedMessageSchema = z.object({
  v: version,
  type: z.literal('unsubscribed'),
  id: requestIdSchema,
  seq: seqSchema,
  removed: gameIdsSchema,
});

export const errorMessageSchema = z.object({
  v: version,
  type: z.literal('error'),
  id: requestIdSchema,
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  detail: z.string(),
});

export const pongMessageSchema = z.object({ v: version, type: z.literal('pong'), id: requestIdSchema });

/**
 * A game subscription's new notification (FAV-10), sent only to the connections of the player it belongs to:
 * those opened with his session cookie or token. The same as a row of gamesubscription/notifications.
 */
export const notificationMessageSchema = z.object({
  v: version,
  type: z.literal('notification'),
  notification: gameNotificationSchema,
});

export const serverMessageSchema = z.discriminatedUnion('type', [
  helloMessageSchema,
  snapshotMessageSchema,
  diffMessageSchema,
  unsubscribedMessageSchema,
  errorMessageSchema,
  pongMessageSchema,
  notificationMessageSchema,
]);

export type HelloMessage = z.infer<typeof helloMessageSchema>;
export type SnapshotMessage = z.infer<typeof snapshotMessageSchema>;
export type DiffMessage = z.infer<typeof diffMessageSchema>;
export type UnsubscribedMessage = z.infer<typeof unsubscribedMessageSchema>;
export type ErrorMessage = z.infer<typeof errorMessageSchema>;
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;
export type ServerMessage = z.infer<typeof serverMessageSchema>;
