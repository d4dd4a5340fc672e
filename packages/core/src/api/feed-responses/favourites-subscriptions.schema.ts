import { z } from 'zod';

const names = z.object({ en: z.string(), ru: z.string(), ar: z.string() });

/** A game the player follows and the event types they asked to be told about. */
export const gameSubscriptionSchema = z.object({
  gameId: z.number().int().positive(),
  eventTypes: z.array(z.number().int().positive()),
  /** "Home - Away" in the player's language while the feed knows the game. */
  name: z.string().nullable(),
  /** Unix seconds. */
  startAt: z.number().int().nullable(),
});

/** gamesubscription/save and GetGameSubscription. */
export const gameSubscriptionsResponseSchema = z.object({ data: z.array(gameSubscriptionSchema) });

/** GetEventTypesByGameId: `key` is the i18n key, `name` its text in `lng`. */
export const eventTypesResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int().positive(), key: z.string(), name: z.string() })),
});

/** What a notification tells: the game and, for score events, the score and the side that scored. */
export const gameNotificationSchema = z.object({
  id: z.number().int().positive(),
  gameId: z.number().int().positive(),
  type: z.number().int().positive(),
  /** i18n key of the message, e.g. subscription.notification.score. */
  key: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
  sportId: z.number().int(),
  champ: names,
  home: names,
  away: names,
  score: z.object({ S1: z.number().int(), S2: z.number().int() }).nullable(),
  /** 1 home, 2 away: who scored or was sent off. */
  side: z.union([z.literal(1), z.literal(2)]).nullable(),
  period: z.number().int().nullable(),
  /** true when the game was cancelled rather than finished. */
  cancelled: z.boolean(),
});
export type GameNotification = z.infer<typeof gameNotificationSchema>;

export const gameNotificationsResponseSchema = z.object({
  data: z.array(gameNotificationSchema),
  unread: z.number().int().nonnegative(),
});
