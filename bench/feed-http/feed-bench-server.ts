/**
 * The product's server for the bench: buildApp with every module (in-memory PGlite), listening on a free
 * port. By default the trading engine builds its full world and plays it, ticking every second, so answers
 * are rebuilt every tick from the per-game pieces. BENCH_FEED_WORLD=fixture serves the feed's fixture world
 * instead (60 line games, a live price moving every second), without the engine.
 */
import { buildApp } from '../../apps/server/src/app';
import { allModules } from '../../apps/server/src/modules/index';
import { openPGlite } from '../../apps/server/src/platform/db/create-database';
import { GROUP } from '../../packages/core/src/pricing/market-codes';
import { feedTestModules, fixtureSource } from '../../apps/server/src/modules/feed/testing/feed-test-modules';
import { changed } from '../../apps/server/src/modules/feed/testing/memory-feed-source';

const TICK_MS = 1000;
const FIXTURE_LIVE_GAME = 600000010;
const fixture = process.env.BENCH_FEED_WORLD === 'fixture';

const database = await openPGlite();
const app = await buildApp({
  database,
  seed: false,
  serveWeb: false,
  modules: fixture ? feedTestModules({ lineGamesPerChamp: 12 }) : allModules,
  settings: {
    logLevel: 'warn',
    opsToken: 'bench-ops-token-0123456789abcdef',
    sessionSecret: 'bench-session-secret-0123456789abcdef0123456789',
    dataDir: '/tmp/sb-bench-feed',
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

/** The fixture's stand-in for engine ticks: a live price moves every second. */
function tickFixture(): NodeJS.Timeout {
  const source = fixtureSource(app);
  let tick = 0;
  return setInterval(() => {
    tick += 1;
    const game = source.game(FIXTURE_LIVE_GAME);
    const markets = game.markets.map((market) =>
      market.G === GROUP.result
        ? { ...market, outcomes: market.outcomes.map((o) => ({ ...o, C: o.C + (tick % 2 === 0 ? 5 : -5) })) }
        : market,
    );
    source.commit([changed(game, { markets })]);
  }, TICK_MS);
}
const ticker = fixture ? tickFixture() : undefined;

process.on('message', async (message: { cmd?: string }) => {
  if (message.cmd !== 'stop') return;
  clearInterval(ticker);
  await app.close();
  await database.close();
  process.exit(0);
});
process.send?.({ event: 'listening', port });
