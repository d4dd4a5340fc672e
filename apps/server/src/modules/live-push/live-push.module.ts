import fastifyWebsocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  LIVE_PUSH_MAX_FRAME_BYTES,
  LIVE_PUSH_PATH,
} from '@sportsbook/core/api/live-push/live-push.constants';
import { livePushStatsRoute } from '@sportsbook/core/api/routes/live-push.routes';
import { authenticate, AUTHENTICATOR } from '../../platform/auth/request-auth';
import type { ModuleContext, ServerModule } from '../../platform/module';
import { USER_NOTIFICATION_CHANNEL } from '../favourites/notification-watcher';
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
const unsubscribes = new WeakMap<ModuleContext, () => Promise<void>>();

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
      app.get(LIVE_PUSH_PATH, { websocket: true }, (socket, request) => accept(ctx, hub, socket, request));
      routes.implement(livePushStatsRoute, () => hub.stats());
    },
    async start(ctx) {
      const hub = hubOf(ctx);
      hub.start();
      unsubscribes.set(
        ctx,
        await ctx.bus.subscribe(USER_NOTIFICATION_CHANNEL, (message) => hub.notify(message)),
      );
    },
    async stop(ctx) {
      await unsubscribes.get(ctx)?.();
      hubs.get(ctx)?.stop();
    },
  };
}

/**
 * A connection opened with a player's session cookie or token (the browser sends the cookie with the upgrade)
 * is his as well: never a user id the client says.
 */
function accept(ctx: ModuleContext, hub: PushHub, socket: WebSocket, request: FastifyRequest): void {
  const authenticator = ctx.services.find(AUTHENTICATOR);
  if (!authenticator) return hub.connect(socket, Promise.resolve(null));
  const recheck = () => authenticate(request, authenticator);
  const owner = recheck().then((user) =>
    user ? { userId: user.id, sessionId: user.sessionId, recheck } : null,
  );
  hub.connect(socket, owner);
}

/** Live push over the feed's read model: after the feed module in the module list. */
export const livePushModule = createLivePushModule({
  source: (ctx) => feedStoreSource(ctx.services.get(FEED_STORE)),
});
