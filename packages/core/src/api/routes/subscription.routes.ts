import { z } from 'zod';
import {
  eventTypesResponseSchema,
  gameNotificationsResponseSchema,
  gameSubscriptionsResponseSchema,
} from '../feed-responses/favourites-subscriptions.schema';
import { bodyBool, bodyId, bodyIdList, bodyInt } from '../schemas/body-values.schema';
import { queryBool, queryId, queryInt, queryObject, queryText } from '../schemas/query-values.schema';
import { routeFamily } from './route-family';

const subscription = routeFamily({
  idPrefix: 'subscription',
  pathPrefix: '/service-api/SubscriptionService/api',
  tag: 'subscriptions',
  envelope: 'standard',
  method: 'POST',
});

/** One game the player follows and the event types (goal, red card, result, ...) to be told about. */
const subscribedGame = z.looseObject({
  gameId: bodyId,
  eventTypes: z.array(bodyInt(0, 1e6)).max(100).optional(),
});

/** Game subscriptions (spec section 7, Betting). */
export const subscriptionApi = {
  save: subscription('save', {
    id: 'gamesubscription.save',
    path: '/web-api/gamesubscription/save',
    auth: 'user',
    issue: 3,
    summary:
      'Save the player’s game subscriptions (payload designed: events of { gameId, eventTypes }): each listed game’s types are replaced, all types when eventTypes is absent, none (unsubscribe) when it is empty',
    body: z.looseObject({ events: z.array(subscribedGame).max(500) }),
    response: gameSubscriptionsResponseSchema,
  }),
  getGameSubscription: subscription('GetGameSubscription', {
    auth: 'user',
    authHeader: 'user-token',
    issue: 3,
    summary: 'The player’s subscriptions, or those of one game',
    body: z.looseObject({ gameId: bodyId.optional() }).optional(),
    response: gameSubscriptionsResponseSchema,
  }),
  getEventTypesByGameId: subscription('GetEventTypesByGameId', {
    method: 'GET',
    auth: 'guest',
    issue: 3,
    summary: 'Event types one may subscribe to for a game (path chosen)',
    pathChoice: 'subscriptions',
    query: queryObject({ gameId: queryId, lng: queryText(10).optional() }),
    response: eventTypesResponseSchema,
  }),
  notifications: subscription('notifications', {
    method: 'GET',
    path: '/web-api/gamesubscription/notifications',
    auth: 'user',
    issue: 3,
    summary:
      'In-app notifications of subscribed game events, newest first (designed: the spec does not show the delivery channel; also published on the bus for live push)',
    query: queryObject({
      unread: queryBool.optional(),
      limit: queryInt(1, 200).optional(),
      beforeId: queryId.optional(),
    }),
    response: gameNotificationsResponseSchema,
  }),
  markNotificationsRead: subscription('notifications.read', {
    path: '/web-api/gamesubscription/notifications/read',
    auth: 'user',
    issue: 3,
    summary: 'Mark notifications read (designed: { ids } or { all: true })',
    body: z.looseObject({ ids: bodyIdList(200).optional(), all: bodyBool.optional() }),
    response: gameNotificationsResponseSchema,
  }),
};

export const subscriptionRoutes = Object.values(subscriptionApi);
