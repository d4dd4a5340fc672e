import { lineFeedApi, liveFeedApi } from '@sportsbook/core/api/routes/feed.routes';
import type { ModuleContext, ServerModule } from '../../platform/module';
import { serviceKey } from '../../platform/service-registry';
import { FEED_GAMES } from '../feed/feed-games.service';
import { FEED_STORE } from '../feed/store/feed-store.service';
import { FavouriteGamesFeed } from './favourite-games.feed';
import { FavouritesRepository } from './favourites.repository';
import { registerFavouritesRoutes } from './favourites.routes';
import { FavouritesService } from './favourites.service';
import { FEED_LOOKUP } from './feed-lookup';
import { NotificationWatcher } from './notification-watcher';
import { optional } from './optional-service';
import { EMPTY_STORE, StoreLookup } from './store-lookup';
import { SubscriptionsRepository } from './subscriptions.repository';
import { registerSubscriptionRoutes } from './subscriptions.routes';
import { SubscriptionsService } from './subscriptions.service';

export const FAVOURITES_SERVICE = serviceKey<FavouritesService>('favourites');

/** Per app, since tests and scale-out checks run several apps in one process. */
const watchers = new WeakMap<ModuleContext, NotificationWatcher>();

function feedStore(ctx: ModuleContext) {
  const store = optional(ctx, FEED_STORE);
  if (!store)
    ctx.log.warn('favourites: the feed module is absent; games, championships and teams read as unknown');
  return store ?? EMPTY_STORE;
}

/** Favourites, game subscriptions and their notifications (spec section 7, Betting; FAV). */
export const favouritesModule: ServerModule = {
  name: 'favourites',
  // Everything listens from provide on, before the feed module's start loads its first snapshot.
  provide(ctx) {
    const lookup = new StoreLookup(feedStore(ctx), (error) =>
      ctx.log.error({ err: error }, 'feed change listener failed'),
    );
    const watcher = new NotificationWatcher(
      new SubscriptionsRepository(ctx.db),
      lookup,
      ctx.bus,
      ctx.clock,
      ctx.log,
    );
    lookup.onGameChanges(watcher.handle);
    watchers.set(ctx, watcher);
    ctx.services.provide(FEED_LOOKUP, lookup);
    ctx.services.provide(
      FAVOURITES_SERVICE,
      new FavouritesService(new FavouritesRepository(ctx.db), lookup, ctx.clock),
    );
  },
  register(ctx, routes) {
    const lookup = ctx.services.get(FEED_LOOKUP);
    const favourites = ctx.services.get(FAVOURITES_SERVICE);
    registerFavouritesRoutes(routes, favourites);
    registerSubscriptionRoutes(
      routes,
      new SubscriptionsService(new SubscriptionsRepository(ctx.db), lookup, ctx.clock),
    );
    const formatter = optional(ctx, FEED_GAMES);
    // Without the feed module there are no games to list: the calls then answer 501 like any unimplemented one.
    if (!formatter) return;
    const favouriteGames = new FavouriteGamesFeed(lookup, favourites, formatter);
    routes.implement(lineFeedApi.GetFavoritesZip, ({ query, user }) =>
      favouriteGames.games(query, user, 'line'),
    );
    routes.implement(liveFeedApi.GetFavoritesZip, ({ query, user }) =>
      favouriteGames.games(query, user, 'live'),
    );
  },
  async stop(ctx) {
    await watchers.get(ctx)?.idle();
  },
};
