import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { AUTH_SERVICE } from '../../src/modules/auth/auth.service';
import { ManualClock } from '../../src/platform/clock';
import { DATABASE_KINDS, openTestDatabase, type DatabaseKind } from './test-database';

export const TEST_OPS_TOKEN = 'test-ops-token-0123456789abcdef';
export const TEST_PASSWORD = 'Secret-pass-1';

export interface TestPlayer {
  readonly id: number;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly kind: DatabaseKind;
  readonly clock: ManualClock;
  createPlayer(overrides?: Partial<Omit<TestPlayer, 'id'>>): Promise<TestPlayer>;
  /** Logs the player in through POST /web-api/user/auth and returns the session cookie header value. */
  loginAs(player: TestPlayer): Promise<string>;
  /** app.inject with the session cookie of `cookie` (from loginAs) attached. */
  injectAs(cookie: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** app.inject with the operator token. */
  injectOps(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(kind: DatabaseKind, options: BuildAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 12, 0, 0));
  const app = await buildApp({
    env: {},
    database,
    clock,
    seed: false,
    serveWeb: false,
    busPrefix: `sbtest:${randomBytes(6).toString('hex')}:`,
    ...options,
    settings: {
      mode: 'test',
      logLevel: 'silent',
      opsToken: TEST_OPS_TOKEN,
      sessionSecret: 'test-session-secret-0123456789abcdef0123456789',
      dataDir: '/tmp/sb-test-data',
      // Tests that need the trading engine ask for { feedWorld: 'small' }.
      feedWorld: 'off',
      ...options.settings,
    },
  });
  await app.ready();
  let players = 0;
  return {
    app,
    kind,
    clock,
    async createPlayer(overrides = {}) {
      players += 1;
      const unique = `${Date.now().toString(36)}${players}${randomBytes(2).toString('hex')}`;
      const player = {
        email: overrides.email ?? `player-${unique}@test.local`,
        phone: overrides.phone ?? `7701${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        password: overrides.password ?? TEST_PASSWORD,
      };
      const id = await app.ctx.services.get(AUTH_SERVICE).createUser(player);
      return { id, ...player };
    },
    async loginAs(player) {
      const response = await app.inject({
        method: 'POST',
        url: '/web-api/user/auth',
        payload: { login: player.email, password: player.password },
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'SESSION');
      if (!cookie) throw new Error('login set no SESSION cookie');
      return `SESSION=${cookie.value}`;
    },
    injectAs(cookie, options) {
      return app.inject({ ...options, headers: { ...options.headers, cookie } });
    },
    injectOps(options) {
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${TEST_OPS_TOKEN}` } });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Runs a suite once on PGlite and once on PostgreSQL, each with a fresh database and app shared by the
 * suite's tests. Tests create their own players, so they do not depend on each other's data.
 */
export function describeEachDatabase(name: string, suite: (t: () => TestApp) => void, options?: BuildAppOptions): void {
  describe.each(DATABASE_KINDS)(`${name} [%s]`, (kind) => {
    let testApp: TestApp | undefined;
    beforeAll(async () => {
      testApp = await createTestApp(kind, options);
    });
    afterAll(async () => {
      await testApp?.close();
    });
    suite(() => {
      if (!testApp) throw new Error('test app not ready');
      return testApp;
    });
  });
}
