import type { ServerModule } from '../../platform/module';
import { AnalyticsRepository } from './analytics.repository';
import { registerAnalyticsRoutes } from './analytics.routes';

/**
 * Analytics (spec section 7, Analytics; ANA-11): `{api}` is /analytics-api on this server. event.json stores
 * each accepted batch's events in analytics_events and answers the server time; ab.json assigns the running AB
 * tests (settings.abExperiments) from the device id. Both are limited per address (login-rate-limit.ts).
 */
export const analyticsModule: ServerModule = {
  name: 'analytics',
  register(ctx, routes) {
    registerAnalyticsRoutes(routes, {
      repository: new AnalyticsRepository(ctx.db),
      clock: ctx.clock,
      experiments: ctx.settings.abExperiments,
    });
  },
};
