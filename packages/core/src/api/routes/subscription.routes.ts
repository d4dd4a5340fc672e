import { z } from 'zod';
import { bodyId, bodyInt } from '../schemas/body-values.schema';
import { queryId, queryObject, queryText } from '../schemas/query-values.schema';
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
    summary: 'Save the player’s game subscriptions (payload designed: events of { gameId, eventTypes })',
    body: z.looseObject({ events: z.array(subscribedGame).max(500) }),
  }),
  getGameSubscription: subscription('GetGameSubscription', {
    auth: 'user',
    issue: 3,
    summary: 'The player’s subscriptions, or those of one game',
    body: z.looseObject({ gameId: bodyId.optional() }).optional(),
  }),
  getEventTypesByGameId: subscription('GetEventTypesByGameId', {
    method: 'GET',
    auth: 'guest',
    issue: 3,
    summary: 'Event types one may subscribe to for a game (path chosen)',
    pathChoice: 'subscriptions',
    query: queryObject({ gameId: queryId, lng: queryText(10).optional() }),
  }),
};

export const subscriptionRoutes = Object.values(subscriptionApi);
