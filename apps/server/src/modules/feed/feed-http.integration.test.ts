import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FeedGameJson, FeedListGameJson } from '@sportsbook/core/api/feed-responses/feed-game.schema';
import { GROUP, SELECTION } from '@sportsbook/core/pricing/market-codes';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness/test-app';
import { expectFeedError, expectFeedValue } from './testing/feed-response.expect';
import { feedTestModules, fixtureSource } from './testing/feed-test-modules';
import { changed } from './testing/memory-feed-source';

const LIVE = '/service-api/LiveFeed/Get1x2_VZip';
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describeEachDatabase(
  'feed caching and compression',
  (t) => {
    it('sends a weak ETag and answers 304 when it still matches', async () => {
      const first = await t().app.inject({ url: LIVE });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.vary).toContain('accept-encoding');
      const again = await t().app.inject({ url: LIVE, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const listed = await t().app.inject({ url: LIVE, headers: { 'if-none-match': `"other", ${etag}` } });
      expect(listed.statusCode).toBe(304);
      const otherQuery = await t().app.inject({ url: `${LIVE}?lng=en`, headers: { 'if-none-match': etag } });
      expect(otherQuery.statusCode).toBe(200);
    });

    it('sends the same answer precompressed with br or gzip', async () => {
      const plain = await t().app.inject({ url: LIVE });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await t().app.inject({ url: LIVE, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await t().app.inject({ url: LIVE, headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expectFeedValue('Get1x2_VZip', plain);
    });

    it('never answers a live list older than the last batch', async () => {
      const source = fixtureSource(t().app);
      const before = await t().app.inject({ url: LIVE });
      const game = source.game(600000010);
      const repriced = game.markets.map((market) =>
        market.G === GROUP.result
          ? {
              ...market,
              outcomes: market.outcomes.map((o) => (o.T === SELECTION.home ? { ...o, C: 1234 } : o)),
            }
          : market,
      );
      source.commit([
        changed(game, { markets: repriced, score: { ...game.score!, total: { home: 2, away: 0 } } }),
      ]);
      await settle();
      const after = await t().app.inject({
        url: LIVE,
        headers: { 'if-none-match': before.headers.etag as string },
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const live = expectFeedValue<FeedListGameJson[]>('Get1x2_VZip', after).find((g) => g.I === game.id)!;
      expect(live.E).toContainEqual({ T: 1, G: 1, C: 1.234, CV: '1.234' });
      expect(live.SC!.FS).toEqual({ S1: 2 });
      const one = expectFeedValue<FeedGameJson>(
        'GetGameZip',
        await t().app.inject({ url: `/LiveFeed/GetGameZip?id=${game.id}` }),
      );
      expect(one.E).toContainEqual({ T: 1, G: 1, C: 1.234, CV: '1.234' });
    });

    it('moves a time window with the clock even when no batch comes', async () => {
      const url = `/service-api/LineFeed/Get1x2_VZip?tf=${3 * 3600 * 1000}`;
      const before = expectFeedValue<FeedListGameJson[]>('Get1x2_VZip', await t().app.inject({ url }));
      t().clock.advance(6 * 3600 * 1000);
      const after = expectFeedValue<FeedListGameJson[]>('Get1x2_VZip', await t().app.inject({ url }));
      t().clock.advance(-6 * 3600 * 1000);
      expect(after.length).toBeGreaterThan(before.length);
    });

    it('leaves other routes alone', async () => {
      const unknown = await t().app.inject({ url: '/service-api/LineFeed/NoSuchCall?id=1' });
      expect(unknown.statusCode).toBe(404);
      const health = await t().app.inject({ url: '/health' });
      expect(health.json()).toEqual({ status: 'ok' });
    });

    it('drops a game that left the feed from every list at once', async () => {
      const source = fixtureSource(t().app);
      source.commit([], [600000016]);
      await settle();
      const line = expectFeedValue<FeedListGameJson[]>(
        'Get1x2_VZip',
        await t().app.inject({ url: '/LineFeed/Get1x2_VZip' }),
      );
      expect(line.map((g) => g.I)).not.toContain(600000016);
      const gone = await t().app.inject({ url: '/LineFeed/GetGameZip?id=600000016' });
      expectFeedError(gone, 200, 141);
    });
  },
  { modules: feedTestModules() },
);
