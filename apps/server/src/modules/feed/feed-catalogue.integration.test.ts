import type { FeedChampEntryJson } from '@sportsbook/core/api/feed-responses/feed-champ.schema';
import type { FeedCallName, MainFeedCallName } from '@sportsbook/core/api/feed-responses/feed-call-responses';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness/test-app';
import { expectFeedError, expectFeedValue } from './testing/feed-response.expect';
import { feedTestModules } from './testing/feed-test-modules';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked by their zod schemas first */
describeEachDatabase(
  'feed championships, sports, search and the rest',
  (t) => {
    const value = async (call: FeedCallName | MainFeedCallName, url: string): Promise<any> =>
      expectFeedValue(call, await t().app.inject({ url }));

    it('lists the sports of each feed with game and championship counts', async () => {
      const line = await value('GetSportsShortZip', '/service-api/LineFeed/GetSportsShortZip?lng=en');
      expect(line).toEqual([
        { I: 1, N: 'Football', C: 10, CC: 3 },
        { I: 3, N: 'Basketball', C: 3, CC: 1 },
        { I: 4, N: 'Tennis', C: 3, CC: 1 },
      ]);
      const live = await value('GetSportsShortZip', '/LiveFeed/GetSportsShortZip?groupChamps=true');
      expect(live.map((s: any) => [s.I, s.C, s.L.length])).toEqual([
        [1, 2, 2],
        [3, 1, 1],
        [4, 1, 1],
      ]);
    });

    it('lists championships of a sport, grouped by country with groupChamps=true', async () => {
      const champs: FeedChampEntryJson[] = await value(
        'GetChampsZip',
        '/service-api/LineFeed/GetChampsZip?sport=1&lng=en',
      );
      expect(champs.map((c) => [c.LI, c.L, c.GC, c.CN])).toEqual([
        [100001, 'England. Premier League', 4, 'United Kingdom'],
        [100002, 'Spain. La Liga', 3, 'Spain'],
        [100005, 'Olympic Games. Men', 3, 'International'],
      ]);
      const grouped = await value('GetChampsZip', '/service-api/LineFeed/GetChampsZip?groupChamps=true');
      expect(grouped.map((g: any) => [g.SI, g.CI, g.SC.length])).toHaveLength(5);
      expect(grouped.every((g: any) => g.SC.every((c: any) => c.CI === g.CI))).toBe(true);
      const top = await value('WebGetTopChampsZip', '/service-api/LiveFeed/WebGetTopChampsZip');
      expect(top.map((c: any) => c.LI)).toEqual([100001, 100003]);
    });

    it('answers a championship with its games, and 141 for one it does not know', async () => {
      const champ = await value('GetChampZip', '/service-api/LineFeed/GetChampZip?champ=100003&lng=en');
      expect(champ).toMatchObject({ SI: 3, LI: 100003, L: 'NBA', CN: 'United States' });
      expect(champ.G.map((g: any) => g.LI)).toEqual([100003, 100003, 100003]);
      const asia = await value('GetAsiaChampZip', '/service-api/LineFeed/GetAsiaChampZip?champ=100001');
      expect(new Set(asia.G[0].E.map((o: any) => o.G))).toEqual(new Set([1, 2, 17]));
      const unknown = await t().app.inject({ url: '/service-api/LineFeed/GetChampZip?champ=5' });
      expectFeedError(unknown, 200, 141);
      const missing = await t().app.inject({ url: '/service-api/LineFeed/GetChampZip' });
      expectFeedError(missing, 400, 400);
    });

    it('searches team and championship names in any language, strictly on whole words', async () => {
      const byRussian = await value(
        'Web_SearchZip',
        `/service-api/LineFeed/Web_SearchZip?text=${encodeURIComponent('арсенал')}&lng=en`,
      );
      expect(byRussian.length).toBeGreaterThan(0);
      expect(byRussian.every((g: any) => [g.O1E, g.O2E].includes('Arsenal'))).toBe(true);
      const partial = await value('Web_SearchZip', '/service-api/LineFeed/Web_SearchZip?text=arse');
      expect(partial.length).toBe(byRussian.length);
      expect(
        await value('Web_SearchZip', '/service-api/LineFeed/Web_SearchZip?text=arse&strict=true'),
      ).toEqual([]);
      const limited = await value('Web_SearchZip', '/service-api/LineFeed/Web_SearchZip?text=liga&limit=1');
      expect(limited).toHaveLength(1);
      const live = await value('Web_SearchZip', '/service-api/LiveFeed/Web_SearchZip?text=NBA');
      expect(live).toHaveLength(1);
      const missing = await t().app.inject({ url: '/service-api/LineFeed/Web_SearchZip' });
      expectFeedError(missing, 400, 400);
    });

    it('lists global championships with their sports and answers one with its games', async () => {
      const globals = await value('GetGlobalChampsZip', '/service-api/LineFeed/GetGlobalChampsZip?lng=en');
      expect(globals).toEqual([
        {
          I: 1,
          N: 'Olympic Games',
          NE: 'Olympic Games',
          NR: 'Олимпийские игры',
          GC: 3,
          SP: [{ I: 1, N: 'Football', C: 3, CC: 1 }],
        },
      ]);
      const one = await value('GetGlobalChampZip', '/service-api/LineFeed/GetGlobalChampZip?champ=1');
      expect(one.G.map((g: any) => g.LI)).toEqual([100005, 100005, 100005]);
    });

    it('answers top games, the dashboard and the slider with top games first', async () => {
      const top = await value('GetTopGamesStatZip', '/service-api/LineFeed/GetTopGamesStatZip?count=3');
      expect(
        top
          .slice(0, 2)
          .map((g: any) => g.LI)
          .sort(),
      ).toEqual([100001, 100003]);
      const dashboard = await value('TopGamesStatDashbord', '/service-api/LineFeed/TopGamesStatDashbord');
      expect(dashboard).toHaveLength(16);
      const slider = await value(
        'personalise/v1/sliderGames',
        '/service-api/main-line-feed/personalise/v1/sliderGames',
      );
      expect(slider).toHaveLength(10);
    });

    it('answers games of a team and of a championship in the feed order', async () => {
      const team = await value('GetGamesTeamZip', '/service-api/LineFeed/GetGamesTeamZip?teamId=1000009');
      expect(team.length).toBeGreaterThan(0);
      expect(team.every((g: any) => g.O1I === 1000009 || g.O2I === 1000009)).toBe(true);
      const byOpp = await value(
        'sportSection/v1/gamesByOpp',
        '/service-api/main-line-feed/sportSection/v1/gamesByOpp?teamId=1000009',
      );
      expect(byOpp).toEqual(team);
      const byChamp = await value(
        'sportSection/v1/gamesByChamp',
        '/service-api/main-live-feed/sportSection/v1/gamesByChamp?champId=100003',
      );
      expect(byChamp.map((g: any) => g.LI)).toEqual([100003]);
      const bySport = await value(
        'sportSection/v1/champsBySport',
        '/service-api/main-line-feed/sportSection/v1/champsBySport?sportId=4',
      );
      expect(bySport.map((c: any) => c.LI)).toEqual([100004]);
      const topChamps = await value(
        'sportSection/v1/topChamps',
        '/service-api/main-line-feed/sportSection/v1/topChamps',
      );
      expect(topChamps.map((c: any) => c.LI)).toEqual([100001, 100003]);
    });

    it('gives insights and the chronology of a game', async () => {
      const insights = await value('GameInsights', '/service-api/LineFeed/GameInsights?id=600000001&lng=en');
      expect(insights).toMatchObject({ I: 600000001, O1: 'Arsenal', O2: 'Chelsea', R1: 1400, R2: 1440 });
      expect(insights.F1.length).toBeGreaterThan(0);
      expect(insights.N.some((fact: string) => fact.startsWith('Arsenal won'))).toBe(true);
      expect(insights.H2H[0]).toMatchObject({ O1I: 1000001, O2I: 1000002 });
      const chrono = await value(
        'GetChronoOfPlay',
        '/service-api/LiveFeed/GetChronoOfPlay?id=600000010&lng=ru',
      );
      expect(chrono).toEqual([
        { TS: 754, CP: 1, K: 1, N: 'Гол', SD: 1, S1: 1, S2: 0 },
        { TS: 1210, CP: 1, K: 26, N: 'Жёлтая карточка', SD: 2 },
      ]);
      const unknown = await t().app.inject({ url: '/service-api/LineFeed/GameInsights?id=1' });
      expectFeedError(unknown, 200, 141);
    });

    it('answers stage tables from the results', async () => {
      const ids = await value('GetStageTableIds', '/service-api/LineFeed/GetStageTableIds?champ=100001');
      expect(ids).toEqual([{ I: 109001, SI: 105001, LI: 100001, L: 'Англия. Премьер-лига' }]);
      const table = await value(
        'GetStageTableZip2',
        '/service-api/LineFeed/GetStageTableZip2?stageId=109001&lng=en',
      );
      expect(table.R.map((row: any) => row.Pos)).toEqual(table.R.map((_: unknown, i: number) => i + 1));
      const points = table.R.map((row: any) => row.PT);
      expect(points).toEqual([...points].sort((a: number, b: number) => b - a));
      const played = table.R.reduce((sum: number, row: any) => sum + row.GP, 0);
      expect(played).toBe(6);
      for (const row of table.R) expect(row.PT).toBe(row.W * 3 + row.D);
      const unknown = await t().app.inject({ url: '/service-api/LineFeed/GetStageTableZip2?stageId=1' });
      expectFeedError(unknown, 200, 141);
    });

    it('builds the expresses of the day from favourites of distinct games', async () => {
      const expresses = await value('GetExpressDayZip', '/service-api/LineFeed/GetExpressDayZip?lng=en');
      expect(expresses.length).toBeGreaterThan(0);
      for (const express of expresses) {
        expect(new Set(express.E.map((leg: any) => leg.I)).size).toBe(express.E.length);
        const product = express.E.reduce((p: number, leg: any) => p * leg.C, 1);
        expect(express.CF).toBeCloseTo(product, 2);
      }
      const extended = await value(
        'GetExpressDayExtendedZip',
        '/service-api/LineFeed/GetExpressDayExtendedZip',
      );
      expect(extended[0].G.map((g: any) => g.I)).toEqual(extended[0].E.map((leg: any) => leg.I));
      const main = await value('v1/expressDay', '/service-api/main-line-feed/v1/expressDay?lng=en');
      expect(main).toEqual(expresses);
      await value('v1/expressDay', '/service-api/main-live-feed/v1/expressDay');
    });
  },
  { modules: feedTestModules() },
);
