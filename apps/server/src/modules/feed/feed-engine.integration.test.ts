import type { FeedListGameJson } from '@sportsbook/core/api/feed-responses/feed-game.schema';
import type { FeedCallName, MainFeedCallName } from '@sportsbook/core/api/feed-responses/feed-call-responses';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness/test-app';
import { TRADING_TEST_MODULES } from '../trading/testing/trading-test-app';
import { TRADING_SERVICE } from '../trading/trading.service';
import { feedModule } from './feed.module';
import { expectFeedValue } from './testing/feed-response.expect';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The feed calls on the trading engine's own small world: every answer matches its schema. */
describeEachDatabase(
  'feed calls on the trading engine',
  (t) => {
    const value = async <T = unknown>(call: FeedCallName | MainFeedCallName, url: string): Promise<T> =>
      expectFeedValue<T>(call, await t().app.inject({ url }));

    it('answers every list, championship and sport call of both feeds in their schemas', async () => {
      for (const feed of ['LineFeed', 'LiveFeed']) {
        const base = `/service-api/${feed}`;
        const games = await value<FeedListGameJson[]>(
          'Get1x2_VZip',
          `${base}/Get1x2_VZip?count=1000&getEmpty=true`,
        );
        expect(games.length).toBeGreaterThan(0);
        expect(games.every((game) => (feed === 'LiveFeed') === (game.SC !== undefined))).toBe(true);
        for (const lng of ['en', 'ru', 'ar'])
          await value('Get1x2_VZip', `${base}/Get1x2_VZip?lng=${lng}&cfview=1`);
        await value('GetAsia1x2_VZip', `${base}/GetAsia1x2_VZip`);
        const sports = await value<{ I: number }[]>(
          'GetSportsShortZip',
          `${base}/GetSportsShortZip?groupChamps=true`,
        );
        expect(sports.length).toBeGreaterThan(0);
        const champs = await value<{ LI: number }[]>(
          'GetChampsZip',
          `${base}/GetChampsZip?sport=${sports[0]!.I}`,
        );
        await value('GetChampsZip', `${base}/GetChampsZip?groupChamps=true`);
        await value('GetChampZip', `${base}/GetChampZip?champ=${champs[0]!.LI}`);
        await value('GetAsiaChampZip', `${base}/GetAsiaChampZip?champ=${champs[0]!.LI}`);
        await value('WebGetTopChampsZip', `${base}/WebGetTopChampsZip`);
        await value('GetTopGamesStatZip', `${base}/GetTopGamesStatZip`);
        await value('TopGamesStatDashbord', `${base}/TopGamesStatDashbord`);
        await value('GetGlobalChampsZip', `${base}/GetGlobalChampsZip`);
        const team = games.find((game) => game.O1I > 0)!;
        await value('GetGamesTeamZip', `${base}/GetGamesTeamZip?teamId=${team.O1I}`);
        const found = await value<unknown[]>(
          'Web_SearchZip',
          `${base}/Web_SearchZip?text=${encodeURIComponent(team.O1E)}`,
        );
        expect(found.length).toBeGreaterThan(0);
      }
    });

    it('answers every one-game call for line and live games in their schemas', async () => {
      const line = await value<FeedListGameJson[]>(
        'Get1x2_VZip',
        '/service-api/LineFeed/Get1x2_VZip?count=20',
      );
      const live = await value<FeedListGameJson[]>(
        'Get1x2_VZip',
        '/service-api/LiveFeed/Get1x2_VZip?getEmpty=true',
      );
      for (const game of [...line, ...live]) {
        await value('GetGameZip', `/service-api/LineFeed/GetGameZip?id=${game.I}&isSubGames=true`);
        await value('GetGameZip', `/LiveFeed/GetGameZip?id=${game.I}&GroupEvents=true&lng=en`);
        await value('GetAsiaGameZip', `/service-api/LiveFeed/GetAsiaGameZip?id=${game.I}&GroupEvents=true`);
        await value('GameInsights', `/service-api/LineFeed/GameInsights?id=${game.I}`);
        await value('GetChronoOfPlay', `/service-api/LiveFeed/GetChronoOfPlay?id=${game.I}`);
        await value('v1/gameInfo', `/service-api/main-live-feed/v1/gameInfo?gameId=${game.I}`);
      }
      const [football] = await value<FeedListGameJson[]>(
        'Get1x2_VZip',
        '/service-api/LineFeed/Get1x2_VZip?sports=1&count=1',
      );
      const full = await value<{ SG: { I: number }[]; E: unknown[] }>(
        'GetGameZip',
        `/service-api/LineFeed/GetGameZip?id=${football!.I}&isSubGames=true`,
      );
      expect(full.E.length).toBeGreaterThan(30);
      await value('GetGameZip', `/service-api/LineFeed/GetGameZip?id=${full.SG[0]!.I}`);
    });

    it('answers the line-only and main-feed calls in their schemas', async () => {
      const champs = await value<{ LI: number; SI: number }[]>(
        'GetChampsZip',
        '/service-api/LineFeed/GetChampsZip',
      );
      const ids = await value<{ I: number }[]>(
        'GetStageTableIds',
        `/service-api/LineFeed/GetStageTableIds?champ=${champs[0]!.LI}`,
      );
      await value('GetStageTableZip2', `/service-api/LineFeed/GetStageTableZip2?stageId=${ids[0]!.I}`);
      await value('GetExpressDayZip', '/service-api/LineFeed/GetExpressDayZip');
      await value('GetExpressDayExtendedZip', '/service-api/LineFeed/GetExpressDayExtendedZip');
      for (const feed of ['main-line-feed', 'main-live-feed']) {
        const base = `/service-api/${feed}`;
        await value('v1/expressDay', `${base}/v1/expressDay`);
        await value('personalise/v1/sliderGames', `${base}/personalise/v1/sliderGames`);
        await value('sportSection/v1/topChamps', `${base}/sportSection/v1/topChamps`);
        await value(
          'sportSection/v1/champsBySport',
          `${base}/sportSection/v1/champsBySport?sportId=${champs[0]!.SI}`,
        );
        await value(
          'sportSection/v1/gamesByChamp',
          `${base}/sportSection/v1/gamesByChamp?champId=${champs[0]!.LI}`,
        );
      }
    });

    it('answers a live list of the engine’s latest tick', async () => {
      const url = '/service-api/LiveFeed/Get1x2_VZip?getEmpty=true';
      const before = await t().app.inject({ url });
      t().clock.advance(60_000);
      const summary = await t().app.ctx.services.get(TRADING_SERVICE).tick();
      await settle();
      const after = await t().app.inject({
        url,
        headers: { 'if-none-match': before.headers.etag as string },
      });
      if (summary.changedGames > 0) {
        expect(after.statusCode).toBe(200);
        expect(after.headers.etag).not.toBe(before.headers.etag);
      }
      expectFeedValue('Get1x2_VZip', await t().app.inject({ url }));
    });
  },
  { modules: [...TRADING_TEST_MODULES, feedModule], settings: { feedWorld: 'small' } },
);
