import { GROUP, SELECTION } from '@sportsbook/core/pricing/index';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness/test-app';
import type { FeedBatch, FeedGame } from '../feed/feed-model';
import { FEED_SOURCE } from '../feed/feed-source.key';
import type { SettlementEvent } from './engine/trading-engine';
import { FEED_SETTLEMENT_CHANNEL } from './engine/trading-engine';
import type { StoredSettlement } from './persistence/feed.repository';
import { SMALL_WORLD } from './testing/trading-test-app';
import { batchesOf, createLiveGame, marketsOf, ops, price } from './testing/trading-ops';
import { TRADING_SERVICE } from './trading.service';

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 50 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describeEachDatabase(
  'the trading engine',
  (t) => {
    it('builds the world at the first start and serves it with games live now', async () => {
      const snapshot = await t().app.ctx.services.get(FEED_SOURCE).snapshot();
      expect(snapshot.seq).toBeGreaterThanOrEqual(1);
      expect(snapshot.sports.map((s) => s.id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 10, 40, 44, 189]));
      const live = snapshot.games.filter((g) => g.live);
      expect(live.length).toBeGreaterThanOrEqual(3);
      for (const game of live) expect(game.score?.currentPeriod).toBeGreaterThanOrEqual(1);
      const line = snapshot.games.filter((g) => !g.live && !g.finished);
      expect(line.every((g) => g.startAt * 1000 > t().clock.nowMs())).toBe(true);
      expect(line.find((g) => g.sportId === 1)?.winProbabilities?.P1).toBeGreaterThan(0);
    });

    it('writes a tick with the next seq and publishes it as a batch', async () => {
      const source = t().app.ctx.services.get(FEED_SOURCE);
      const before = (await source.snapshot()).seq;
      const { batches, stop } = await batchesOf(t());
      const sent: FeedBatch[] = [];
      const stopSent = await source.onBatch((batch) => sent.push(batch));
      t().clock.advance(60_000);
      const summary = await t().app.ctx.services.get(TRADING_SERVICE).tick();
      await until(() => batches.length > 0 && sent.length > 0);
      await stop();
      await stopSent();
      expect(summary.seq).toBe(before + 1);
      expect(batches.map((b) => b.seq)).toEqual([before + 1]);
      expect(batches[0].games.length).toBe(summary.changedGames);
      const after = await source.snapshot();
      expect(after.seq).toBe(before + 1);
      for (const game of batches[0].games) expect(after.games.find((g) => g.id === game.id)).toEqual(game);
      // The games readers held went over the bus as patches, which a full repricing leaves only a little smaller.
      const { patches = [] } = sent[0];
      expect(patches.length).toBeGreaterThan(0);
      expect(sent[0].games.length + patches.length).toBe(summary.changedGames);
      expect(JSON.stringify(sent[0]).length).toBeLessThan(JSON.stringify(batches[0].games).length);
    });

    it('takes a line game live at its start under the same id', async () => {
      const source = t().app.ctx.services.get(FEED_SOURCE);
      const next = (await source.snapshot()).games
        .filter((g) => !g.live && !g.finished && g.phase === 1)
        .sort((a, b) => a.startAt - b.startAt)[0];
      const { batches, stop } = await batchesOf(t());
      t().clock.set(next.startAt * 1000 + 1000);
      await t().app.ctx.services.get(TRADING_SERVICE).tick();
      await until(() => batches.length > 0);
      await stop();
      const live = batches[0].games.find((g) => g.id === next.id);
      expect(live).toMatchObject({ id: next.id, constId: next.constId, live: true, phase: 1 });
      expect(live?.winProbabilities).toBeUndefined();
      expect(live?.score?.currentPeriod).toBe(1);
    });

    it('creates a football game starting now with over 30 markets, halves and specials as sub-games', async () => {
      const game = await createLiveGame(t());
      expect(game).toMatchObject({ live: true, phase: 1, sportId: 1, finished: false });
      const kinds = new Set(marketsOf(game).map((m) => m.key.split(':').slice(0, 2).join(':')));
      expect(kinds.size).toBeGreaterThanOrEqual(30);
      expect(game.subGames.map((s) => s.title.en)).toEqual([
        '1st half',
        '2nd half',
        'Corners',
        'Yellow cards',
      ]);
      expect(game.subGames[0].id).toBe(game.id + 1);
    });

    it('moves the home price down after a forced home goal', async () => {
      const game = await createLiveGame(t());
      const home = price(game, '0:1', SELECTION.home).C;
      const away = price(game, '0:1', SELECTION.away).C;
      const after = await ops(t(), 'POST', `/ops-api/trading/games/${game.id}/incidents`, {
        kind: 'score',
        side: 'home',
      });
      expect(after.score?.total).toEqual({ home: 1, away: 0 });
      expect(price(after, '0:1', SELECTION.home).C).toBeLessThan(home);
      expect(price(after, '0:1', SELECTION.away).C).toBeGreaterThan(away);
      expect(after.incidents?.at(-1)).toMatchObject({ kind: 'goal', side: 'home' });
    });

    it('raises the score of a live game to the one given, never lowers it', async () => {
      const game = await createLiveGame(t(), { sportId: 1 });
      const scored = await ops(t(), 'PUT', `/ops-api/trading/games/${game.id}/score`, { home: 2, away: 1 });
      expect(scored.score?.total).toEqual({ home: 2, away: 1 });
      const lower = await t().injectOps({
        method: 'PUT',
        url: `/ops-api/trading/games/${game.id}/score`,
        payload: { home: 0, away: 0 },
      });
      expect(lower.statusCode).toBe(422);
    });

    it('publishes a suspended market blocked and reopens it', async () => {
      const game = await createLiveGame(t());
      const key = '0:17:2.5';
      const { batches, stop } = await batchesOf(t());
      const suspended = await ops(t(), 'POST', `/ops-api/trading/games/${game.id}/suspend`, {
        marketKey: key,
      });
      expect(price(suspended, key, SELECTION.over).B).toBe(true);
      expect(price(suspended, '0:1', SELECTION.home).B).toBeUndefined();
      const reopened = await ops(t(), 'POST', `/ops-api/trading/games/${game.id}/reopen`, { marketKey: key });
      expect(price(reopened, key, SELECTION.over).B).toBeUndefined();
      await until(() => batches.length >= 2);
      await stop();
      const published = batches.map((b) => b.games.find((g) => g.id === game.id)!);
      expect(published.map((g) => price(g, key, SELECTION.over).B)).toEqual([true, undefined]);
      const whole = await ops(t(), 'POST', `/ops-api/trading/games/${game.id}/suspend`, {});
      expect(whole.phase).toBe(3);
      expect(marketsOf(whole).every((m) => m.outcomes.every((o) => o.B))).toBe(true);
      expect((await ops(t(), 'POST', `/ops-api/trading/games/${game.id}/reopen`, {})).phase).toBe(1);
    });

    it('moves a price and keeps the move', async () => {
      const game = await createLiveGame(t());
      const moved = await ops(t(), 'PUT', `/ops-api/trading/games/${game.id}/prices`, {
        marketKey: '0:1',
        T: SELECTION.draw,
        price: 4.2,
      });
      expect(price(moved, '0:1', SELECTION.draw).C).toBe(4200);
      expect(price(moved, '0:1', SELECTION.home).C).toBe(price(game, '0:1', SELECTION.home).C);
    });

    it('sends a moved price over the bus as a patch naming little more than that price', async () => {
      const game = await createLiveGame(t());
      const sent: FeedBatch[] = [];
      const stop = await t()
        .app.ctx.services.get(FEED_SOURCE)
        .onBatch((batch) => sent.push(batch));
      const moved = await ops(t(), 'PUT', `/ops-api/trading/games/${game.id}/prices`, {
        marketKey: '0:1',
        T: SELECTION.draw,
        price: 4.2,
      });
      await until(() => sent.length > 0);
      await stop();
      expect(sent[0].games).toEqual([]);
      const [patch] = sent[0].patches!;
      expect(patch).toMatchObject({ id: game.id, base: moved.version - 1 });
      expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(moved).length / 20);
      expect(JSON.stringify(patch)).toContain('4200');
    });

    it('finishes a game with a result and settles every selection it offered, in the table and on the bus', async () => {
      const events: SettlementEvent[] = [];
      const stop = await t().app.ctx.bus.subscribe(FEED_SETTLEMENT_CHANNEL, (e) =>
        events.push(e as SettlementEvent),
      );
      const game = await createLiveGame(t());
      const finished = await ops(t(), 'POST', `/ops-api/trading/games/${game.id}/finish`, {
        result: {
          periods: [
            { home: 1, away: 0 },
            { home: 1, away: 1 },
          ],
          corners: { home: 6, away: 3 },
          cards: { home: 1, away: 2 },
        },
      });
      expect(finished).toMatchObject({
        finished: true,
        phase: 2,
        markets: [],
        result: { score: { home: 2, away: 1 } },
      });
      const stored = await ops<{ engine: { offeredSelections: number } }>(
        t(),
        'GET',
        `/ops-api/trading/games/${game.id}`,
      );
      const rows = await ops<StoredSettlement[]>(
        t(),
        'GET',
        `/ops-api/trading/settlements?gameId=${game.id}`,
      );
      expect(rows.length).toBe(stored.engine.offeredSelections);
      const of = (key: string, T: number) => rows.find((r) => r.marketKey === key && r.T === T)?.outcome;
      expect(of('0:1', SELECTION.home)).toBe('won');
      expect(of('0:1', SELECTION.draw)).toBe('lost');
      expect(of('0:17:2.75', SELECTION.over)).toBe('half-won');
      expect(of('0:17:2.75', SELECTION.under)).toBe('half-lost');
      expect(of(`101:${GROUP.result}`, SELECTION.home)).toBe('won');
      expect(rows.filter((r) => r.marketKey.startsWith('1:')).every((r) => r.subGameId === game.id + 1)).toBe(
        true,
      );
      await until(() => events.some((e) => e.gameId === game.id));
      await stop();
      expect(events.find((e) => e.gameId === game.id)?.settlements.length).toBe(rows.length);
    });

    it('voids a market at once and re-publishes every settlement marked corrected after a correction', async () => {
      const game = await createLiveGame(t());
      await ops(t(), 'POST', `/ops-api/trading/games/${game.id}/void`, { marketKey: '0:19' });
      const voided = await ops<StoredSettlement[]>(
        t(),
        'GET',
        `/ops-api/trading/settlements?gameId=${game.id}`,
      );
      expect(voided.map((r) => [r.marketKey, r.outcome])).toEqual([
        ['0:19', 'void'],
        ['0:19', 'void'],
      ]);
      await ops(t(), 'POST', `/ops-api/trading/games/${game.id}/finish`, {
        result: { score: { home: 0, away: 0 } },
      });
      const corrected = await ops(t(), 'POST', `/ops-api/trading/games/${game.id}/correction`, {
        result: { score: { home: 0, away: 2 } },
      });
      expect(corrected.result?.score).toEqual({ home: 0, away: 2 });
      const rows = await ops<StoredSettlement[]>(
        t(),
        'GET',
        `/ops-api/trading/settlements?gameId=${game.id}`,
      );
      const last = rows.filter((r) => r.corrected);
      expect(last.find((r) => r.marketKey === '0:1' && r.T === SELECTION.away)?.outcome).toBe('won');
      expect(last.filter((r) => r.marketKey === '0:19').every((r) => r.outcome === 'void')).toBe(true);
      expect(rows.find((r) => !r.corrected && r.marketKey === '0:1' && r.T === SELECTION.draw)?.outcome).toBe(
        'won',
      );
    });

    it('cancels a game as phase 4 with every selection void', async () => {
      const game = await createLiveGame(t(), { sportId: 3 });
      const cancelled = await ops(t(), 'POST', `/ops-api/trading/games/${game.id}/cancel`);
      expect(cancelled.phase).toBe(4);
      const rows = await ops<StoredSettlement[]>(
        t(),
        'GET',
        `/ops-api/trading/settlements?gameId=${game.id}`,
      );
      expect(rows.length).toBeGreaterThan(20);
      expect(rows.every((r) => r.outcome === 'void')).toBe(true);
    });

    it('plays games on with simulated seconds per tick until they are settled', async () => {
      const game = await createLiveGame(t(), { sportId: 4 });
      const summary = await ops<{ settledGames: number }>(t(), 'POST', '/ops-api/trading/ticks', {
        count: 60,
        simSecPerTick: 600,
      });
      expect(summary.settledGames).toBeGreaterThan(0);
      const stored = await ops<{ game: FeedGame }>(t(), 'GET', `/ops-api/trading/games/${game.id}`);
      expect(stored.game.phase).toBe(2);
      expect(stored.game.result?.score.home).not.toBe(stored.game.result?.score.away);
    });

    it('refuses what does not fit the game, in the standard error body', async () => {
      const line = (await t().app.ctx.services.get(FEED_SOURCE).snapshot()).games.find(
        (g) => !g.live && !g.finished,
      )!;
      const early = await t().injectOps({
        method: 'POST',
        url: `/ops-api/trading/games/${line.id}/incidents`,
        payload: { kind: 'score', side: 'home' },
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().errors[0].code).toBe('CONFLICT');
      const unknown = await t().injectOps({ method: 'POST', url: '/ops-api/trading/games/1/cancel' });
      expect(unknown.statusCode).toBe(404);
      const invalid = await t().injectOps({
        method: 'POST',
        url: '/ops-api/trading/games',
        payload: { sportId: 'x' },
      });
      expect(invalid.statusCode).toBe(422);
      const wrongSport = await t().injectOps({
        method: 'POST',
        url: '/ops-api/trading/games',
        payload: { sportId: 999 },
      });
      expect(wrongSport.statusCode).toBe(422);
      expect((await t().app.inject({ method: 'GET', url: '/ops-api/trading/status' })).statusCode).toBe(401);
    });

    it('archives finished games out of the feed two days later, keeping them stored', async () => {
      const game = await createLiveGame(t(), { sportId: 4 });
      await ops(t(), 'POST', `/ops-api/trading/games/${game.id}/finish`, {
        result: { score: { home: 2, away: 0 } },
      });
      const { batches, stop } = await batchesOf(t());
      t().clock.advance(49 * 3_600_000);
      await t().app.ctx.services.get(TRADING_SERVICE).tick();
      await until(() => batches.length > 0);
      await stop();
      expect(batches[0].removed).toContain(game.id);
      const snapshot = await t().app.ctx.services.get(FEED_SOURCE).snapshot();
      expect(snapshot.games.some((g) => g.id === game.id)).toBe(false);
      expect(
        (await ops<{ game: FeedGame }>(t(), 'GET', `/ops-api/trading/games/${game.id}`)).game.finished,
      ).toBe(true);
    });

    it('changes speed and margins, reported by the status', async () => {
      const status = await ops<{ speed: number; margins: { main: number } }>(
        t(),
        'PUT',
        '/ops-api/trading/controls',
        {
          speed: 5,
          margins: { main: 0.04, secondary: 0.06, exotic: 0.1, outright: 0.15 },
        },
      );
      expect(status).toMatchObject({ speed: 5, margins: { main: 0.04 } });
      const reset = await ops<{ speed: number }>(t(), 'PUT', '/ops-api/trading/controls', { speed: null });
      expect(reset.speed).toBe(1);
    });
  },
  SMALL_WORLD,
);
