import { DEFAULT_MARGINS } from '@sportsbook/core/pricing/index';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness/test-app';
import { advanceGame, repriceGame } from './engine/game-lifecycle';
import type { GameFormat } from './engine/game-format';
import type { TradingGame } from './engine/trading-game';
import { FeedRepository } from './persistence/feed.repository';
import { START_MS, testGame } from './testing/game-fixture';
import { SMALL_WORLD } from './testing/trading-test-app';
import { GOAL_FORMATS, MARGIN_FORMATS, RALLY_FORMATS, TENNIS_FORMATS } from './world/data/formats.data';

const LIVE_GAMES = 300;

/** A live programme like the full world's: football most, then basketball, hockey, tennis, table tennis. */
const MIX: readonly [GameFormat, number][] = [
  [GOAL_FORMATS.football, 0.4],
  [MARGIN_FORMATS.fiba, 0.2],
  [GOAL_FORMATS.hockey, 0.15],
  [TENNIS_FORMATS.men, 0.15],
  [RALLY_FORMATS.tableTennis, 0.1],
];

function liveGames(champId: number): TradingGame[] {
  const formats = MIX.flatMap(([format, share]) =>
    Array.from({ length: Math.round(share * LIVE_GAMES) }, () => format),
  );
  return formats.map((format, i) => {
    const tg = testGame(format, {
      id: 700_000_001 + i * 10,
      home: 1500 + (i % 40) * 10,
      seed: i + 1,
      live: true,
    });
    tg.game = { ...tg.game, champId };
    advanceGame(tg, START_MS + 20 * 60_000, 1, 0, DEFAULT_MARGINS);
    return tg;
  });
}

/** Runs `work` while a 2 ms interval watches for the longest gap between its callbacks: the event loop's stall. */
async function longestStall(work: () => Promise<unknown>): Promise<{ ms: number; stallMs: number }> {
  let last = performance.now();
  let worst = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 2);
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 10));
  clearInterval(probe);
  return { ms, stallMs: worst };
}

const timed = (work: () => void) => {
  const started = performance.now();
  work();
  return performance.now() - started;
};

describeEachDatabase(
  'the engine under a full live programme',
  (t) => {
    it(`reprices ${LIVE_GAMES} live games inside a tick and writes them in a few statements`, async () => {
      const champId = (await new FeedRepository(t().app.ctx.db).champs())[0].champ.id;
      const games = liveGames(champId);
      timed(() => games.forEach((tg) => repriceGame(tg, DEFAULT_MARGINS)));
      const reprice = Math.min(
        ...[0, 1, 2].map(() => timed(() => games.forEach((tg) => repriceGame(tg, DEFAULT_MARGINS)))),
      );
      const advance = timed(() =>
        games.forEach((tg) => advanceGame(tg, START_MS + 21 * 60_000, 1, 0, DEFAULT_MARGINS)),
      );

      const repository = new FeedRepository(t().app.ctx.db);
      const { epoch } = (await repository.state())!;
      const commit = (nowMs: number) =>
        repository.commit({ epoch, nowMs, games, settlements: [], nextGameId: 800_000_000 });
      await commit(START_MS);
      const { ms: write, stallMs } = await longestStall(() => commit(START_MS + 60_000));
      const bytes = games.reduce(
        (sum, tg) => sum + JSON.stringify(tg.game).length + JSON.stringify(tg.record).length,
        0,
      );
      console.info(
        `[${t().kind}] ${LIVE_GAMES} live games: reprice all ${reprice.toFixed(0)} ms, advance a minute ${advance.toFixed(0)} ms, ` +
          `write ${(bytes / 1e6).toFixed(1)} MB in one transaction ${write.toFixed(0)} ms, longest event-loop stall ${stallMs.toFixed(0)} ms`,
      );
      // Budgets with room for a loaded CI machine; the figures measured on a quiet one are in the report.
      expect(reprice).toBeLessThan(1500);
      expect(write).toBeLessThan(5000);
    });
  },
  SMALL_WORLD,
);
