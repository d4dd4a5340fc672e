import type { Kysely } from 'kysely';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { Database } from '../db/database';
import type { Bus } from './bus/bus';
import type { Clock } from './clock';
import type { Settings } from './settings';
import type { RouteRegistrar } from './http/route-registrar';
import type { ServiceRegistry } from './service-registry';

/** What every module gets: the shared platform, never another module's tables. */
export interface ModuleContext {
  readonly db: Kysely<Database>;
  readonly settings: Settings;
  readonly clock: Clock;
  readonly random: Random;
  readonly bus: Bus;
  readonly log: FastifyBaseLogger;
  /** Services other modules published; a module talks to another only through these. */
  readonly services: ServiceRegistry;
}

/**
 * A vertical slice of the server. After the migrations of src/db/migrations ran, `buildApp` calls, in order:
 * `provide` (publish services), `register` (routes), then `seed` (demo content) when
 * seeding is on, then `start` (background work). `stop` runs on close in reverse order.
 */
export interface ServerModule {
  readonly name: string;
  provide?(ctx: ModuleContext): void | Promise<void>;
  register?(ctx: ModuleContext, routes: RouteRegistrar, app: FastifyInstance): void | Promise<void>;
  seed?(ctx: ModuleContext): Promise<void>;
  start?(ctx: ModuleContext): void | Promise<void>;
  stop?(ctx: ModuleContext): void | Promise<void>;
}
