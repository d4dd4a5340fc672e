import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/test-app';
import { DATABASE_KINDS } from '../../../test/harness/test-database';
import { InProcessBus } from '../../platform/bus/in-process-bus';
import { FEED_SOURCE } from '../feed/feed-source.key';
import { SMALL_WORLD, TRADING_TEST_MODULES } from './testing/trading-test-app';
import { createLiveGame, ops } from './testing/trading-ops';
import { TRADING_SERVICE } from './trading.service';

const snapshotOf = (t: TestApp) => t.app.ctx.services.get(FEED_SOURCE).snapshot();

describe('the small world', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('is the same for the same seed, down to every price, and another for another seed', async () => {
    const [a, b, c] = await Promise.all([
      createTestApp('pglite', SMALL_WORLD),
      createTestApp('pglite', SMALL_WORLD),
      createTestApp('pglite', {
        modules: TRADING_TEST_MODULES,
        settings: { feedWorld: 'small', feedSeed: 99 },
      }),
    ]);
    apps.push(a, b, c);
    const [first, second, other] = await Promise.all([snapshotOf(a), snapshotOf(b), snapshotOf(c)]);
    expect(second).toEqual(first);
    expect(other.teams.map((t) => t.names.en)).not.toEqual(first.teams.map((t) => t.names.en));
    for (const t of [a, b]) {
      t.clock.advance(15 * 60_000);
      await t.app.ctx.services.get(TRADING_SERVICE).tick();
    }
    expect(await snapshotOf(b)).toEqual(await snapshotOf(a));
  });
});

describe.each(DATABASE_KINDS)('two processes on one database and bus [%s]', (kind) => {
  let leader: TestApp;
  let follower: TestApp;
  afterAll(async () => {
    await follower?.close();
    await leader?.close();
  });

  it('keep the stored world, elect one leader, and relay the other’s operator commands to it', async () => {
    const bus = new InProcessBus();
    leader = await createTestApp(kind, { ...SMALL_WORLD, bus });
    const before = await snapshotOf(leader);
    follower = await createTestApp(kind, {
      ...SMALL_WORLD,
      bus,
      database: { db: leader.app.ctx.db, kind, close: async () => {} },
    });
    expect(leader.app.ctx.services.get(TRADING_SERVICE).isLeader()).toBe(true);
    expect(follower.app.ctx.services.get(TRADING_SERVICE).isLeader()).toBe(false);
    expect((await snapshotOf(follower)).games).toEqual(before.games);

    const game = await createLiveGame(follower, { sportId: 2 });
    expect(game).toMatchObject({ live: true, sportId: 2 });
    const status = await ops<{ liveGames: number }>(follower, 'GET', '/ops-api/trading/status');
    expect(status.liveGames).toBe(before.games.filter((g) => g.live).length + 1);
    expect((await snapshotOf(follower)).games.find((g) => g.id === game.id)?.live).toBe(true);
  });
});
