import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildOpenApiDocument } from '@sportsbook/core/api/openapi/openapi-document';
import { allRoutes } from '@sportsbook/core/api/routes/index';
import { createSeededRandom, type Random } from '@sportsbook/core/random/seeded-random';
import type { Database } from './db/database';
import { allModules } from './modules/index';
import { installCsrfGuard } from './platform/auth/csrf';
import { installBetSessionGuard } from './platform/auth/bet-session';
import { installExtraAuthGuard } from './platform/auth/extra-auth';
import { AUTHENTICATOR, installRequestAuth } from './platform/auth/request-auth';
import type { Bus } from './platform/bus/bus';
import { InProcessBus } from './platform/bus/in-process-bus';
import { RedisBus } from './platform/bus/redis-bus';
import { systemClock, type Clock } from './platform/clock';
import { openDatabase, type DatabaseHandle } from './platform/db/create-database';
import { migrateToLatest } from './platform/db/migrate';
import { installBodyParsers } from './platform/http/body-parsers';
import { installClosingGuard } from './platform/http/closing-guard';
import { installErrorHandler } from './platform/http/error-handler';
import { installLoginRateLimit } from './platform/http/login-rate-limit';
import { HandlerRegistry, mountRoutes } from './platform/http/mount-routes';
import { installNotFound } from './platform/http/not-found';
import { installOpsGuard } from './platform/http/ops-guard';
import { MemoryRateLimitStore, RateLimiter } from './platform/http/rate-limiter';
import { installSecurityHeaders } from './platform/http/security-headers';
import { installSpa } from './platform/http/spa';
import { loggerOptions } from './platform/logger';
import type { ModuleContext, ServerModule } from './platform/module';
import { ServiceRegistry } from './platform/service-registry';
import { loadSettings, type Settings } from './platform/settings';

export interface BuildAppOptions {
  /** Overrides of the environment's settings (tests pass mode 'test', a data dir, ...). */
  settings?: Partial<Settings>;
  env?: NodeJS.ProcessEnv;
  /** An open database; otherwise one is opened from the settings and closed with the app. */
  database?: DatabaseHandle;
  clock?: Clock;
  random?: Random;
  bus?: Bus;
  /** Redis channel prefix, so test workers and deployments sharing one Redis stay apart. */
  busPrefix?: string;
  modules?: readonly ServerModule[];
  /** Seed demo content; defaults to the SEED_DEMO setting. */
  seed?: boolean;
  /** Serve the built web app (default true). */
  serveWeb?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ModuleContext;
  }
}

const BODY_LIMIT_BYTES = 1024 * 1024;

function openBus(settings: Settings, prefix: string, log: ModuleContext['log']): Bus {
  return settings.redisUrl ? new RedisBus(settings.redisUrl, prefix, log) : new InProcessBus();
}

/** Wires platform plugins, then modules, then the route table. The returned app is ready to listen. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const startedMs = performance.now();
  const phases: Record<string, number> = {};
  const mark = (phase: string) => (phases[phase] = Math.round(performance.now() - startedMs));
  const settings = loadSettings(options.env ?? process.env, options.settings ?? {});
  const app = Fastify({
    logger: loggerOptions(settings),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: settings.trustProxy,
    // installClosingGuard refuses requests during close in our error shapes instead.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Our start is awaited step by step and its phases are logged; avvio's 10 s plugin timer only fired
    // falsely on a loaded machine while the world was being built.
    pluginTimeout: 0,
  });
  const database = options.database ?? (await openDatabase(settings));
  mark('database');
  const ownsDatabase = !options.database;
  const clock = options.clock ?? systemClock;
  const bus = options.bus ?? openBus(settings, options.busPrefix ?? 'sb:', app.log);
  const ctx: ModuleContext = {
    db: database.db as Kysely<Database>,
    settings,
    clock,
    random: options.random ?? createSeededRandom(settings.feedSeed),
    bus,
    log: app.log,
    services: new ServiceRegistry(),
  };
  app.decorate('ctx', ctx);
  const modules = options.modules ?? allModules;

  app.addHook('onClose', async () => {
    for (const module of [...modules].reverse()) await module.stop?.(ctx);
    if (!options.bus) await bus.close();
    if (ownsDatabase) await database.close();
  });

  await migrateToLatest(ctx.db);
  mark('migrations');

  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  installBodyParsers(app);
  installErrorHandler(app);
  installClosingGuard(app);
  installSecurityHeaders(app, { hsts: settings.mode === 'production' });
  installOpsGuard(app, { opsToken: settings.opsToken, db: ctx.db, clock });

  for (const module of modules) await module.provide?.(ctx);
  mark('services');
  installRequestAuth(app, () => ctx.services.get(AUTHENTICATOR));
  installExtraAuthGuard(app, () => ctx.services.get(AUTHENTICATOR));
  installBetSessionGuard(app);
  installCsrfGuard(app, settings.publicOrigin ? [settings.publicOrigin] : []);
  installLoginRateLimit(app, new RateLimiter(new MemoryRateLimitStore(clock), clock));

  const registry = new HandlerRegistry();
  for (const module of modules) await module.register?.(ctx, registry, app);
  mountRoutes(app, allRoutes, registry);
  app.get('/health', async () => ({ status: 'ok' }));
  const openApi = JSON.stringify(buildOpenApiDocument(allRoutes));
  app.get('/web-api/openapi.json', (_request, reply) => reply.type('application/json').send(openApi));

  const spa = options.serveWeb === false ? null : await installSpa(app, settings.webDist);
  installNotFound(app, allRoutes, spa);

  mark('routes');
  if (options.seed ?? settings.seedDemo) {
    for (const module of modules) await module.seed?.(ctx);
  }
  mark('seed');
  for (const module of modules) await module.start?.(ctx);
  mark('start');
  app.log.info({ startupMs: phases }, 'app built');
  return app;
}
