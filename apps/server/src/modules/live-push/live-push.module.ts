import fastifyWebsocket from '@fastify/websocket';
import {
  LIVE_PUSH_MAX_FRAME_BYTES,
  LIVE_PUSH_PATH,
} from '@sportsbook/core/api/live-push/live-push.constants';
import { livePushStatsRoute } from '@sportsbook/core/api/routes/live-push.routes';
import type { ModuleContext, ServerModule } from '../../platform/module';
import { FEED_STORE } from '../feed/store/feed-store.service';
import { feedStoreSource } from './feed-store.source';
import type { LiveGameSource } from './live-game-source';
import { PushHub } from './push-hub';
import { DEFAULT_PUSH_HUB_OPTIONS, type PushHubOptions } from './push-hub.options';

export interface LivePushModuleOptions {
  /** Where the games come from; the feed's read model unless a test gives its own. */
  readonly source: (ctx: ModuleContext) => LiveGameSource | Promise<LiveGameSource>;
  readonly hub?: Partial<PushHubOptions>;
}

/** Per app, since tests and scale-out checks run several apps in one process. */
const hubs = new WeakMap<ModuleContext, PushHub>();

function hubOf(ctx: ModuleContext): PushHub {
  const hub = hubs.get(ctx);
  if (!hub) throw new Error('live push hub not provided');
  return hub;
}

export function createLivePushModule(options: LivePushModuleOptions): ServerModule {
  return {
    name: 'live-push',
    async provide(ctx) {
      const hubOptions = { ...DEFAULT_PUSH_HUB_OPTIONS, ...options.hub };
      hubs.set(ctx, new PushHub(await options.source(ctx), hubOptions, ctx.log));
    },
    async register(ctx, routes, app) {
      const hub = hubOf(ctx);
      await app.register(fastifyWebsocket, {
        options: { maxPayload: LIVE_PUSH_MAX_FRAME_BYTES, perMessageDeflate: false },
      });
      app.get(LIVE_PUSH_PATH, { websocket: true }, (socket) => hub.connect(socket));
      routes.implement(livePushStatsRoute, () => hub.stats());
    },
    start: (ctx) => hubOf(ctx).start(),
    stop: (ctx) => hubs.get(ctx)?.stop(),
  };
}

/** Live push over the feed's read model: after the feed module in the module list. */
export const livePushModule = createLivePushModule({
  source: (ctx) => feedStoreSource(ctx.services.get(FEED_STORE)),
});
