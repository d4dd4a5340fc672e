import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../../platform/module';
import { allModules } from '../../index';
import { feedModule } from '../feed.module';
import { FEED_SOURCE } from '../feed-source.key';
import { fixtureWorld, type FixtureOptions } from './fixture-world';
import { MemoryFeedSource } from './memory-feed-source';

/** The engine and the modules that read the feed (FEED-PLAN.md); the rest is the foundation. */
const FEED_MODULES: ReadonlySet<string> = new Set([
  'trading',
  'feed',
  'favourites',
  'statistics',
  'live-push',
]);

function foundationModules(): ServerModule[] {
  return allModules.filter((module) => !FEED_MODULES.has(module.name));
}

/** The foundation, a fixture world in place of the trading engine, and the feed module. */
export function feedTestModules(options: FixtureOptions = {}): ServerModule[] {
  const fixture: ServerModule = {
    name: 'feed-fixture',
    provide(ctx) {
      ctx.services.provide(FEED_SOURCE, new MemoryFeedSource(fixtureWorld(options)));
    },
  };
  return [...foundationModules(), fixture, feedModule];
}

/** The fixture source of an app built with feedTestModules. */
export function fixtureSource(app: FastifyInstance): MemoryFeedSource {
  return app.ctx.services.get(FEED_SOURCE) as MemoryFeedSource;
}
