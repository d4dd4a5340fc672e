import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_OPS_TOKEN, type TestApp } from '../../../test/harness/test-app';
import { openTestDatabase } from '../../../test/harness/test-database';
import { databaseUrl } from '../../../test/harness/test-env';
import { openPostgres, type DatabaseHandle } from '../../platform/db/create-database';
import type { FeedGame } from '../feed/feed-model';
import { FEED_SOURCE } from '../feed/feed-source.key';
import { TRADING_TEST_MODULES } from './testing/trading-test-app';
import { TRADING_SERVICE } from './trading.service';

/** Slow enough that the process's own ticks barely move play: the test moves it with operator ticks. */
const FEED_SPEED = 0.001;

/** Starts a real server process with the engine on `url` and waits for its port. */
async function startEngineProcess(url: string): Promise<{ child: ChildProcess; base: string }> {
  const script = fileURLToPath(new URL('./testing/engine-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      REDIS_URL: '',
      FEED_WORLD: 'small',
      FEED_SPEED: String(FEED_SPEED),
      MODE: 'test',
      LOG_LEVEL: 'silent',
      OPS_TOKEN: TEST_OPS_TOKEN,
      SESSION_SECRET: 'test-session-secret-0123456789abcdef0123456789',
      DATA_DIR: '/tmp/sb-test-data',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const port = output.match(/listening (\d+)/)?.[1];
    if (port) return { child, base: `http://127.0.0.1:${port}` };
  }
  throw new Error(`the engine process exited before listening: ${output}`);
}

async function call<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: {
      authorization: `Bearer ${TEST_OPS_TOKEN}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

describe('the trading engine after a SIGKILL [postgres]', () => {
  let owner: DatabaseHandle | undefined;
  let child: ChildProcess | undefined;
  let restarted: TestApp | undefined;
  let database: DatabaseHandle | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    await restarted?.close();
    await database?.close();
    await owner?.close();
  });

  it('finds a live game still live with the same score, and plays it on to its settlement', async () => {
    owner = await openTestDatabase('postgres');
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(owner.db);
    const url = databaseUrl(rows[0].name);
    const engine = await startEngineProcess(url);
    child = engine.child;

    const created = await call<FeedGame>(engine.base, 'POST', '/ops-api/trading/games', { sportId: 1 });
    await call(engine.base, 'POST', `/ops-api/trading/games/${created.id}/incidents`, {
      kind: 'score',
      side: 'home',
    });
    await call(engine.base, 'POST', `/ops-api/trading/games/${created.id}/incidents`, {
      kind: 'score',
      side: 'away',
    });
    await call(engine.base, 'POST', '/ops-api/trading/ticks', { count: 3, simSecPerTick: 300 });
    const before = await call<{ game: FeedGame }>(engine.base, 'GET', `/ops-api/trading/games/${created.id}`);
    expect(before.game.live).toBe(true);
    child.kill('SIGKILL');
    await once(child, 'exit');
    child = undefined;

    database = openPostgres(url, 3);
    restarted = await createTestApp('postgres', {
      modules: TRADING_TEST_MODULES,
      database,
      settings: { feedWorld: 'small', feedSpeed: FEED_SPEED, databaseUrl: url },
    });
    const trading = restarted.app.ctx.services.get(TRADING_SERVICE);
    expect(trading.isLeader()).toBe(true);
    const snapshot = await restarted.app.ctx.services.get(FEED_SOURCE).snapshot();
    const after = snapshot.games.find((g) => g.id === created.id)!;
    expect(after).toMatchObject({ live: true, phase: 1 });
    expect(after.score?.total).toEqual(before.game.score?.total);
    expect(after.score?.total.home).toBeGreaterThanOrEqual(1);
    expect(snapshot.games.filter((g) => g.id < created.id).length).toBeGreaterThan(50);
    restarted.clock.set(Date.now());
    await trading.tick();
    const resumed = (await trading.game(created.id))!;
    expect(resumed.record.status).toBe('live');
    expect(resumed.game.score?.total.home).toBeGreaterThanOrEqual(before.game.score!.total.home);
    await trading.command({ type: 'run-ticks', count: 30, simSecPerTick: 600 });
    const settled = await trading.settlements({ gameId: created.id });
    expect(settled.length).toBeGreaterThan(100);
  }, 60_000);
});
