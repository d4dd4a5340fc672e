import { allRoutes } from '@sportsbook/core/api/routes/index';
import type { ModuleContext, ServerModule } from '../../platform/module';
import { REFERENCE_SERVICE } from '../reference/reference.service';
import { installGeoBlockGuard } from './geo-block-guard';
import { SiteConfigRepository } from './site-config.repository';
import { registerSiteConfigRoutes } from './site-config.routes';
import { ensureMainPartner, seedDemoSiteConfig } from './site-config.seed';
import {
  CachedSiteConfigService,
  SITE_CONFIG_CHANGED_CHANNEL,
  SITE_CONFIG_SERVICE,
} from './site-config.service';

/** Per app, since tests and scale-out checks run several apps in one process. */
const subscriptions = new WeakMap<ModuleContext, () => Promise<void>>();

export const siteConfigModule: ServerModule = {
  name: 'site-config',
  async provide(ctx) {
    const repository = new SiteConfigRepository(ctx.db);
    await ensureMainPartner(repository, ctx.clock.now());
    const service = new CachedSiteConfigService(repository, ctx.bus, ctx.clock);
    subscriptions.set(ctx, await ctx.bus.subscribe(SITE_CONFIG_CHANGED_CHANNEL, () => service.invalidate()));
    ctx.services.provide(SITE_CONFIG_SERVICE, service);
  },
  register(ctx, routes, app) {
    const deps = {
      siteConfig: ctx.services.get(SITE_CONFIG_SERVICE),
      reference: ctx.services.get(REFERENCE_SERVICE),
      geo: ctx.settings,
    };
    registerSiteConfigRoutes(routes, deps);
    installGeoBlockGuard(app, { ...deps, routes: allRoutes });
  },
  seed: (ctx) => seedDemoSiteConfig(new SiteConfigRepository(ctx.db), ctx.clock.now()),
  async stop(ctx) {
    await subscriptions.get(ctx)?.();
  },
};
