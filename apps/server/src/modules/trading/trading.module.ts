import type { ModuleContext, ServerModule } from '../../platform/module';
import { ManualClock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { FEED_SOURCE } from '../feed/feed-source.key';
import { REFERENCE_SERVICE } from '../reference/reference.service';
import { CommandRelay } from './engine/command-relay';
import { TradingEngine } from './engine/trading-engine';
import { DatabaseFeedSource } from './persistence/database-feed-source';
import { FeedRepository } from './persistence/feed.repository';
import { LeaderLock } from './persistence/leader-lock';
import { registerTradingRoutes } from './trading.routes';
import { TRADING_SERVICE, type TradingService } from './trading.service';
import { resolveWorldCountries } from './world/world-countries';

/** The engine ticks once a second in production; a manual clock (tests) ticks only when told. */
const TICK_MS = 1000;
/** How often a process that does not lead tries to take the lock. */
const LEADER_RETRY_MS = 3000;

interface Runtime {
  engine?: TradingEngine;
  relay?: CommandRelay;
  lock?: LeaderLock;
}

/** Per app: tests and scale-out checks run several apps in one process. */
const runtimes = new WeakMap<ModuleContext, Runtime>();

function tradingService(repository: FeedRepository, runtime: Runtime): TradingService {
  const off = () => new AppError('SERVICE_UNAVAILABLE', 'The trading engine is off (FEED_WORLD=off)');
  return {
    command(command) {
      if (!runtime.relay) throw off();
      return runtime.relay.send(command);
    },
    async tick(extraSimSec = 0) {
      if (!runtime.engine?.running)
        throw new AppError('SERVICE_UNAVAILABLE', 'This process does not lead the feed');
      return runtime.engine.tick(extraSimSec);
    },
    isLeader: () => runtime.engine?.running ?? false,
    game: async (gameId) => (await repository.games([gameId]))[0],
    settlements: (filter) => repository.settlements({ ...filter, limit: filter.limit ?? 1000 }),
    players: (teamId) => repository.playersOf(teamId),
  };
}

/**
 * The embedded odds feed. Every process provides the FeedSource (database snapshot and bus batches) and the
 * operator routes; the process holding the leader lock also runs the engine, building the world on the
 * first start and playing it from then on.
 */
export const tradingModule: ServerModule = {
  name: 'trading',
  provide(ctx) {
    const repository = new FeedRepository(ctx.db);
    const runtime: Runtime = {};
    runtimes.set(ctx, runtime);
    ctx.services.provide(FEED_SOURCE, new DatabaseFeedSource(repository, ctx.bus));
    ctx.services.provide(TRADING_SERVICE, tradingService(repository, runtime));
  },
  register(ctx, routes) {
    registerTradingRoutes(routes, ctx.services.get(TRADING_SERVICE));
  },
  async start(ctx) {
    const { settings } = ctx;
    if (settings.feedWorld === 'off') return;
    const runtime = runtimes.get(ctx)!;
    const countries = await resolveWorldCountries(ctx.services.get(REFERENCE_SERVICE));
    const engine = new TradingEngine({
      repository: new FeedRepository(ctx.db),
      bus: ctx.bus,
      clock: ctx.clock,
      log: ctx.log,
      feedSeed: settings.feedSeed,
      size: settings.feedWorld,
      defaultSpeed: settings.feedSpeed,
      countries: countries.lookup,
      countryNameOf: countries.nameOf,
      ...(ctx.clock instanceof ManualClock ? {} : { tickMs: TICK_MS }),
    });
    runtime.engine = engine;
    runtime.relay = new CommandRelay(ctx.bus, engine, ctx.log);
    await runtime.relay.start();
    runtime.lock = new LeaderLock(
      { databaseUrl: settings.databaseUrl, database: ctx.db, retryMs: LEADER_RETRY_MS, log: ctx.log },
      { onAcquire: () => engine.start(), onLose: () => engine.stop() },
    );
    await runtime.lock.start();
  },
  async stop(ctx) {
    const runtime = runtimes.get(ctx);
    // The last tick finishes before the lock goes, so a successor never overlaps this leader's writes.
    await runtime?.engine?.stop();
    await runtime?.lock?.stop();
    await runtime?.relay?.stop();
  },
};
