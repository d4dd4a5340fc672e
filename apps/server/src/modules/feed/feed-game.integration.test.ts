import type { FeedGameJson } from '@sportsbook/core/api/feed-responses/feed-game.schema';
import { GROUP } from '@sportsbook/core/pricing/market-codes';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness/test-app';
import { expectFeedError, expectFeedValue } from './testing/feed-response.expect';
import { feedTestModules, fixtureSource } from './testing/feed-test-modules';

const FOOTBALL_LINE = 600000001;
const HALF = 600000002;
const CORNERS = 600000003;

describeEachDatabase(
  'feed one game',
  (t) => {
    const game = async (
      path: string,
      call: 'GetGameZip' | 'GetAsiaGameZip' | 'v1/gameEvents' | 'v1/gameInfo' = 'GetGameZip',
    ) => expectFeedValue<FeedGameJson>(call, await t().app.inject({ url: path }));

    it('answers a game with every outcome sorted by price, its sub-games and market tabs', async () => {
      const value = await game(`/service-api/LineFeed/GetGameZip?id=${FOOTBALL_LINE}&isSubGames=true&lng=en`);
      const source = fixtureSource(t().app).game(FOOTBALL_LINE);
      const outcomes = source.markets.reduce((n, m) => n + m.outcomes.length, 0);
      expect(value.I).toBe(FOOTBALL_LINE);
      expect(value.E).toHaveLength(outcomes);
      expect(value.E).toEqual([...value.E!].sort((a, b) => a.C - b.C || a.G - b.G || a.T - b.T));
      expect(value.SG).toEqual([
        { I: HALF, CI: HALF, PN: '1st half', EC: 9 },
        { I: CORNERS, CI: CORNERS, TG: 'Corners', EC: 6 },
      ]);
      expect(value.EC).toBe(outcomes + 15);
      expect(value.MEC![0]).toEqual({ MT: 0, EC: outcomes, N: 'All markets' });
      expect(value.MEC!.map((tab) => tab.MT)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(value.MIS).toContainEqual({ K: 2, V: 'Main Stadium' });
      expect(value.MIO).toEqual({ TSt: 'Round 1', Loc: 'Main Stadium, London' });
      const correct = value.E!.filter((o) => o.G === GROUP.correctScore);
      expect(correct.filter((o) => o.T === 731 && o.P === undefined)).toHaveLength(1);
      expect(correct.map((o) => o.P)).toContain(2.001);
    });

    it('groups events in columns with GroupEvents=true: 1X2 by type, lines row by row', async () => {
      const value = await game(`/service-api/LineFeed/GetGameZip?id=${FOOTBALL_LINE}&GroupEvents=true`);
      expect(value.E).toBeUndefined();
      const result = value.GE!.find((g) => g.G === GROUP.result)!;
      expect(result.GS).toBe(1);
      expect(result.E.map((column) => column.map((o) => o.T))).toEqual([[1], [2], [3]]);
      const handicap = value.GE!.find((g) => g.G === GROUP.handicap)!;
      expect(handicap.E).toHaveLength(2);
      const [home, away] = handicap.E;
      expect(home!.every((o) => o.T === 7) && away!.every((o) => o.T === 8)).toBe(true);
      expect(home!.map((o) => o.P ?? 0)).toEqual([-1.5, -1, -0.5, 0, 0.5]);
      expect(away!.map((o) => 0 - (o.P ?? 0))).toEqual([-1.5, -1, -0.5, 0, 0.5]);
      const total = value.GE!.find((g) => g.G === GROUP.total)!;
      expect(total.E[0]!.map((o) => [o.T, o.P])).toEqual([
        [9, 1.5],
        [9, 2],
        [9, 2.5],
        [9, 3],
        [9, 3.5],
      ]);
      expect(total.E[1]!.map((o) => [o.T, o.P])).toEqual([
        [10, 1.5],
        [10, 2],
        [10, 2.5],
        [10, 3],
        [10, 3.5],
      ]);
      expect(total.E[0]!.find((o) => o.P === 2.5)!.CE).toBe(1);
    });

    it('shows only the market tab asked for with marketType', async () => {
      const value = await game(`/service-api/LineFeed/GetGameZip?id=${FOOTBALL_LINE}&marketType=3`);
      expect(new Set(value.E!.map((o) => o.G))).toEqual(
        new Set([GROUP.total, GROUP.homeTotal, GROUP.awayTotal]),
      );
    });

    it('answers a sub-game id as a game of its own', async () => {
      const half = await game(`/service-api/LineFeed/GetGameZip?id=${HALF}&lng=en`);
      expect(half).toMatchObject({ I: HALF, CI: HALF, PN: '1st half', O1E: 'Arsenal', EC: 9 });
      const corners = await game(`/service-api/LineFeed/GetGameZip?id=${CORNERS}&lng=ru`);
      expect(corners.TG).toBe('Угловые');
      expect(corners.E!.every((o) => o.G === GROUP.total)).toBe(true);
    });

    it('finds a game from either feed and answers live games with their score', async () => {
      const live = fixtureSource(t().app).game(600000010);
      expect(live.live).toBe(true);
      const fromLine = await game(`/service-api/LineFeed/GetGameZip?id=${live.id}`);
      const fromLive = await game(`/LiveFeed/GetGameZip?id=${live.id}`);
      expect(fromLine).toEqual(fromLive);
      expect(fromLive.SC!.FS).toEqual({ S1: 1 });
      expect(fromLive.SC!.PS).toEqual([{ Key: 1, Value: { S1: 1, NF: '1-й тайм' } }]);
    });

    it('answers an unknown game with HTTP 200 and ErrorCode 141, a missing id with HTTP 400', async () => {
      const unknown = await t().app.inject({ url: '/service-api/LineFeed/GetGameZip?id=123' });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({
        Id: 0,
        Success: false,
        Error: 'Game is not found in Sports',
        ErrorCode: 141,
        Guid: '',
        Value: null,
      });
      const missing = await t().app.inject({ url: '/service-api/LiveFeed/GetGameZip?lng=en' });
      expectFeedError(missing, 400, 400);
    });

    it('puts handicap and total groups first in the Asian view', async () => {
      const value = await game(
        `/service-api/LiveFeed/GetAsiaGameZip?id=${FOOTBALL_LINE}&GroupEvents=true`,
        'GetAsiaGameZip',
      );
      expect(value.GE!.slice(0, 3).map((g) => g.G)).toEqual([GROUP.handicap, GROUP.total, GROUP.result]);
    });

    it('answers the main feeds: gameEvents grouped by default, gameInfo as a header', async () => {
      const events = await game(
        `/service-api/main-line-feed/v1/gameEvents?gameId=${FOOTBALL_LINE}`,
        'v1/gameEvents',
      );
      expect(events.GE!.length).toBeGreaterThan(5);
      const info = await game(`/service-api/main-live-feed/v1/gameInfo?id=600000010`, 'v1/gameInfo');
      expect(info.E).toBeUndefined();
      expect(info.GE).toBeUndefined();
      expect(info.SC!.CP).toBe(1);
      const missing = await t().app.inject({ url: '/service-api/main-line-feed/v1/gameInfo' });
      expectFeedError(missing, 400, 400);
    });
  },
  { modules: feedTestModules() },
);
