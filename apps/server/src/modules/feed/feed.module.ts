import type { ModuleContext, ServerModule } from '../../platform/module';
import { REFERENCE_SERVICE } from '../reference/reference.service';
import { registerFeedCalls } from './calls/register-feed-calls';
import { FEED_GAMES, feedGamesService } from './feed-games.service';
import type { Names } from './feed-model';
import { FEED_SOURCE } from './feed-source.key';
import { FeedFormatter } from './format/feed-formatter';
import { FeedResponder } from './http/feed-responder';
import { FeedStore } from './store/feed-store';
import { FEED_STORE } from './store/feed-store.service';

interface FeedRuntime {
  readonly store: FeedStore;
  readonly formatter: FeedFormatter;
  readonly countries: Map<number, Names>;
}

/** Per app, since tests and scale-out checks run several apps in one process. */
const runtimes = new WeakMap<ModuleContext, FeedRuntime>();

function runtime(ctx: ModuleContext): FeedRuntime {
  const found = runtimes.get(ctx);
  if (!found) throw new Error('feed module used before provide');
  return found;
}

/** Country names in every language, by the reference module's ids, for the feed's CN. */
async function loadCountryNames(ctx: ModuleContext, into: Map<number, Names>): Promise<void> {
  const reference = ctx.services.get(REFERENCE_SERVICE);
  const [en, ru, ar] = await Promise.all([
    reference.getCountries('en'),
    reference.getCountries('ru'),
    reference.getCountries('ar'),
  ]);
  const named = (list: typeof en) => new Map(list.map((country) => [country.id, country.name]));
  const [ruNames, arNames] = [named(ru), named(ar)];
  for (const country of en) {
    into.set(country.id, {
      en: country.name,
      ru: ruNames.get(country.id) ?? country.name,
      ar: arNames.get(country.id) ?? country.name,
    });
  }
}

/**
 * The feed's read side: the in-memory FeedStore (following the FeedSource the trading module provides) and
 * every LineFeed, LiveFeed and main-*-feed call answered from it in the platform's format.
 */
export const feedModule: ServerModule = {
  name: 'feed',
  provide(ctx) {
    const store = new FeedStore(ctx.services.get(FEED_SOURCE), ctx.log);
    const countries = new Map<number, Names>();
    const formatter = new FeedFormatter(countries);
    store.onChange((change) => formatter.fragments.prune(store.view(), change.gameIds));
    runtimes.set(ctx, { store, formatter, countries });
    ctx.services.provide(FEED_STORE, store);
    ctx.services.provide(FEED_GAMES, feedGamesService(store, formatter));
  },
  register(ctx, routes, app) {
    const { store, formatter } = runtime(ctx);
    const responder = new FeedResponder(store);
    registerFeedCalls({ routes, responder, formatter, clock: ctx.clock });
    // A URL answered before at this store version is answered again before its query is parsed again.
    app.addHook('onRequest', (request, reply, done) => {
      const platformGet =
        request.method === 'GET' && request.routeOptions.config.routeDefinition?.envelope === 'platform';
      if (!platformGet || !responder.answerEarly(request, reply)) done();
    });
  },
  async start(ctx) {
    const { store, countries } = runtime(ctx);
    await loadCountryNames(ctx, countries);
    await store.start();
  },
  async stop(ctx) {
    await runtimes.get(ctx)?.store.stop();
  },
};
