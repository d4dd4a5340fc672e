import type { ModuleContext, ServerModule } from '../../platform/module';
import { countrySeeds } from './data/countries.data';
import { currencySeeds } from './data/currencies.data';
import { languageSeeds, localeSeeds } from './data/languages.data';
import { ReferenceRepository } from './reference.repository';
import { registerReferenceRoutes } from './reference.routes';
import { CachedReferenceService, REFERENCE_CHANGED_CHANNEL, REFERENCE_SERVICE } from './reference.service';

/** Per app, since tests and scale-out checks run several apps in one process. */
const subscriptions = new WeakMap<ModuleContext, () => Promise<void>>();

export const referenceModule: ServerModule = {
  name: 'reference',
  // Reference rows are needed by every start, not only demo ones, so they are seeded here rather than in seed().
  async provide(ctx) {
    const repository = new ReferenceRepository(ctx.db);
    await repository.seed({
      countries: countrySeeds(),
      currencies: currencySeeds(),
      languages: languageSeeds(),
      locales: localeSeeds(),
      at: ctx.clock.now(),
    });
    const service = new CachedReferenceService(repository, ctx.bus, ctx.clock);
    subscriptions.set(ctx, await ctx.bus.subscribe(REFERENCE_CHANGED_CHANNEL, () => service.invalidate()));
    ctx.services.provide(REFERENCE_SERVICE, service);
  },
  register(ctx, routes) {
    registerReferenceRoutes(routes, ctx.services.get(REFERENCE_SERVICE));
  },
  async stop(ctx) {
    await subscriptions.get(ctx)?.();
  },
};
