import type { FeedListGameJson } from '@sportsbook/core/api/feed-responses/feed-game.schema';
import { GROUP } from '@sportsbook/core/pricing/market-codes';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness/test-app';
import { expectFeedError, expectFeedValue } from './testing/feed-response.expect';
import { feedTestModules, fixtureSource } from './testing/feed-test-modules';
import { changed } from './testing/memory-feed-source';

const LINE = '/service-api/LineFeed/Get1x2_VZip';
const LIVE = '/service-api/LiveFeed/Get1x2_VZip';

describeEachDatabase(
  'feed game lists',
  (t) => {
    const games = async (url: string) =>
      expectFeedValue<FeedListGameJson[]>('Get1x2_VZip', await t().app.inject({ url }));

    it('lists line games flat, by start time then championship, in Russian by default', async () => {
      const list = await games(LINE);
      expect(list.length).toBe(16);
      const starts = list.map((game) => game.S);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(list.every((game) => game.SC === undefined && (game.WP !== undefined || game.O1I === 0))).toBe(
        true,
      );
      const arsenal = list.find((game) => game.O1E === 'Arsenal' && game.LI === 100001)!;
      expect(arsenal).toMatchObject({
        O1: 'Арсенал',
        O1R: 'Арсенал',
        SN: 'Футбол',
        SE: 'Football',
        CN: 'Великобритания',
      });
      expect(arsenal.L).toBe('Англия. Премьер-лига');
      expect(arsenal.O1IMG).toEqual(['team-1000001.png']);
    });

    it('answers in the language asked for, English for languages it does not ship', async () => {
      const [en] = await games(`${LINE}?lng=en`);
      const [ar] = await games(`${LINE}?lng=ar`);
      const [de] = await games(`${LINE}?lng=de`);
      const [ru] = await games(`${LINE}?lng=ru`);
      expect(en!.O1).toBe(en!.O1E);
      expect(ru!.O1).toBe(ru!.O1R);
      expect(ru!.O1).not.toBe(en!.O1);
      expect(ar!.O1).toMatch(/[\u0600-\u06FF]/);
      expect(de!.O1).toBe(en!.O1);
    });

    it('filters by sports, championships, excluded sports, team, top and time window', async () => {
      const basketball = await games(`${LINE}?sports=3`);
      expect(basketball.length).toBe(3);
      expect(basketball.every((game) => game.SI === 3)).toBe(true);
      const two = await games(`${LINE}?sports=4,3`);
      expect(new Set(two.map((game) => game.SI))).toEqual(new Set([3, 4]));
      const laLiga = await games(`${LINE}?champs=100002`);
      expect(laLiga.map((game) => game.LI)).toEqual([100002, 100002, 100002]);
      const noFootball = await games(`${LINE}?antisports=1`);
      expect(noFootball.some((game) => game.SI === 1)).toBe(false);
      const top = await games(`${LINE}?top=true`);
      expect(top.length).toBeGreaterThan(0);
      const soon = await games(`${LINE}?tf=${3 * 3600 * 1000}`);
      const now = t().clock.nowMs() / 1000;
      expect(soon.length).toBeGreaterThan(0);
      expect(soon.every((game) => game.S <= now + 3 * 3600)).toBe(true);
      expect(soon.length).toBeLessThan(16);
    });

    it('limits by count (default 50, at most 1000) and pages', async () => {
      const two = await games(`${LINE}?count=2`);
      expect(two).toHaveLength(2);
      const all = await games(LINE);
      expect(await games(`${LINE}?count=2&page=2`)).toEqual(all.slice(2, 4));
      expect(await games(`${LINE}?count=5000`)).toEqual(all);
    });

    it('takes parameters in any order and ignores unknown ones', async () => {
      const a = await t().app.inject({ url: `${LINE}?sports=1&count=3&lng=en&partner=1&whatever=7` });
      const b = await t().app.inject({
        url: `${LINE}?whatever=x&lng=en&count=3&sports=1&mode=4&gr=70&country=1`,
      });
      expect(expectFeedValue('Get1x2_VZip', a)).toEqual(expectFeedValue('Get1x2_VZip', b));
    });

    it('answers under the bare path and the Get1x2_Zip alias', async () => {
      const main = await t().app.inject({ url: `${LINE}?count=3` });
      for (const url of [
        '/LineFeed/Get1x2_VZip?count=3',
        '/service-api/LineFeed/Get1x2_Zip?count=3',
        '/LineFeed/Get1x2_Zip?count=3',
      ]) {
        const alias = await t().app.inject({ url });
        expect(expectFeedValue('Get1x2_VZip', alias)).toEqual(expectFeedValue('Get1x2_VZip', main));
      }
    });

    it('shows the main outcomes sorted by price, with the alternative lines flagged', async () => {
      const [game] = await games(`${LINE}?sports=1&count=1`);
      const e = game!.E;
      const sorted = [...e].sort((a, b) => a.C - b.C || a.G - b.G || a.T - b.T);
      expect(e).toEqual(sorted);
      expect(new Set(e.map((o) => o.G))).toEqual(new Set([1, 8, 2, 17, 15, 62, 19]));
      const mainTotal = e.filter((o) => o.G === GROUP.total);
      expect(mainTotal.map((o) => [o.T, o.P, o.CE])).toEqual(
        expect.arrayContaining([
          [9, 2.5, 1],
          [10, 2.5, 1],
        ]),
      );
      expect(mainTotal).toHaveLength(2);
      const handicap = e.filter((o) => o.G === GROUP.handicap);
      expect(handicap.map((o) => [o.T, o.P])).toEqual(
        expect.arrayContaining([
          [7, -0.5],
          [8, 0.5],
        ]),
      );
      const totals = game!.AE!.find((ae) => ae.G === GROUP.total)!;
      expect(totals.ME).toHaveLength(10);
      expect(totals.ME.filter((o) => o.CE === 1).map((o) => o.P)).toEqual([2.5, 2.5]);
      expect(game!.EC).toBeGreaterThan(e.length);
      expect(e.every((o) => o.B === undefined && o.P !== 0)).toBe(true);
      expect(e.every((o) => o.CV === o.C.toFixed(o.CV.split('.')[1]!.length))).toBe(true);
    });

    it('writes CV in the cfview format and C always decimal', async () => {
      const [decimal] = await games(`${LINE}?sports=1&count=1`);
      const [fractional] = await games(`${LINE}?sports=1&count=1&cfview=1`);
      const [american] = await games(`${LINE}?sports=1&count=1&cfview=2`);
      expect(fractional!.E.map((o) => o.C)).toEqual(decimal!.E.map((o) => o.C));
      expect(fractional!.E.every((o) => /^\d+\/\d+$/.test(o.CV))).toBe(true);
      expect(american!.E.every((o) => /^[+-]\d+(\.\d{1,2})?$/.test(o.CV))).toBe(true);
    });

    it('lists live games by sport, championship and start with their score blocks', async () => {
      const list = await games(`${LIVE}?getEmpty=true`);
      expect(list.map((game) => game.SI)).toEqual([1, 1, 3, 4]);
      const football = list[0]!;
      expect(football.WP).toBeUndefined();
      expect(football.SC).toMatchObject({ FS: { S1: 1 }, CP: 1, CPS: '1-й тайм', TS: 1800 });
      expect(football.SC!.FS).not.toHaveProperty('S2');
      expect(football.SC!.ST![0]!.Value).toContainEqual({
        ID: 29,
        S1: '55',
        S2: '45',
        N: 'Владение мячом, %',
      });
      expect(football.E.filter((o) => o.G === GROUP.bothScore).every((o) => o.B === true)).toBe(true);
      const tennis = list.find((game) => game.SI === 4)!;
      expect(tennis.SC!.FS).toEqual({});
    });

    it('leaves out games without an open outcome unless getEmpty=true', async () => {
      const source = fixtureSource(t().app);
      const target = (await games(`${LINE}?sports=4&count=1`))[0]!;
      const game = source.game(target.I);
      const blocked = game.markets.map((m) => ({
        ...m,
        outcomes: m.outcomes.map((o) => ({ ...o, B: true as const })),
      }));
      source.commit([changed(game, { markets: blocked })]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect((await games(`${LINE}?sports=4`)).map((g) => g.I)).not.toContain(target.I);
      const withEmpty = await games(`${LINE}?sports=4&getEmpty=true`);
      expect(withEmpty.find((g) => g.I === target.I)!.E.every((o) => o.B === true)).toBe(true);
      source.commit([changed(source.game(target.I), { markets: game.markets })]);
    });

    it('shows an outright with its title, field and winner market', async () => {
      const list = await games(`${LINE}?champs=100001&lng=en`);
      const outright = list.find((game) => game.O1I === 0)!;
      expect(outright).toMatchObject({
        O1: 'Premier League. Winner',
        O1R: 'Премьер-лига. Победитель',
        O2: '',
        O2I: 0,
      });
      expect(outright.PA).toEqual([
        { P: 1, I: 1000001, N: 'Arsenal' },
        { P: 2, I: 1000002, N: 'Chelsea' },
        { P: 3, I: 1000003, N: 'Liverpool' },
        { P: 4, I: 1000004, N: 'Manchester City' },
      ]);
      expect(outright.E.map((o) => o.P)).toEqual([1, 2, 3, 4]);
      const [ru] = await games(`${LINE}?champs=100001&getEmpty=true&lng=ru&count=1&page=4`);
      expect(ru!.MIS).toEqual([{ K: 1, V: 'Сезон 2026/27' }]);
    });

    it('answers a malformed parameter with HTTP 400 and ErrorCode 400 in the envelope', async () => {
      const response = await t().app.inject({ url: `${LINE}?count=abc` });
      expectFeedError(response, 400, 400);
    });
  },
  { modules: feedTestModules() },
);
