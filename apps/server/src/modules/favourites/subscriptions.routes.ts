import { subscriptionApi } from '@sportsbook/core/api/routes/subscription.routes';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import { player } from './favourites.routes';
import type { SubscriptionsService } from './subscriptions.service';

export function registerSubscriptionRoutes(
  routes: RouteRegistrar,
  subscriptions: SubscriptionsService,
): void {
  routes.implement(subscriptionApi.save, async ({ user, body }) => {
    const { id, language } = player(user);
    return { data: await subscriptions.save(id, body.events, language) };
  });
  routes.implement(subscriptionApi.getGameSubscription, async ({ user, body }) => {
    const { id, language } = player(user);
    return { data: await subscriptions.list(id, body?.gameId, language) };
  });
  routes.implement(subscriptionApi.getEventTypesByGameId, ({ query }) => ({
    data: subscriptions.eventTypes(query.gameId, query.lng),
  }));
  routes.implement(subscriptionApi.notifications, ({ user, query }) =>
    subscriptions.notifications(player(user).id, query),
  );
  routes.implement(subscriptionApi.markNotificationsRead, ({ user, body }) =>
    subscriptions.markRead(player(user).id, body.all ? 'all' : (body.ids ?? [])),
  );
}
