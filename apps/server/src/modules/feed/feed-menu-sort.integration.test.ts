import type { FeedSportShortJson } from '@sportsbook/core/api/feed-responses/feed-sport.schema';
import { MENU_SORT } from '@sportsbook/core/constants/sports-menu.constants';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness/test-app';
import { PHASE } from './feed-model';
import { expectFeedError, expectFeedValue } from './testing/feed-response.expect';
import { feedTestModules, fixtureSource } from './testing/feed-test-modules';
import { changed } from './testing/memory-feed-source';

const PREMIER_LEAGUE = 100001;
const TENNIS = 4;

describeEachDatabase(
  'the sports menu orders (SPT-22)',
  (t) => {
    const order = async (query = '') =>
      (
        await expectFeedValue<FeedSportShortJson[]>(
          'GetSportsShortZip',
          await t().app.inject({ url: `/service-api/LineFeed/GetSportsShortZip${query}` }),
        )
      ).map((sport) => [sport.I, sport.C]);

    it('orders by sport, by top championships or by open games, ties in the operator order', async () => {
      // The fixture's order: football (10 open games, 4 in the top Premier League), basketball (3, the top
      // NBA), tennis (3). Closing the Premier League and adding ten tennis games makes the three orders differ.
      const source = fixtureSource(t().app);
      const { games } = await source.snapshot();
      const premier = games.filter((g) => g.champId === PREMIER_LEAGUE && !g.live && !g.finished);
      const tennis = games.find((g) => g.sportId === TENNIS && !g.live && !g.finished)!;
      source.commit([
        ...premier.map((g) => changed(g, { phase: PHASE.closed })),
        ...Array.from({ length: 10 }, (_, i) => ({
          ...tennis,
          id: 690_000_001 + i,
          constId: 690_000_001 + i,
        })),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 10));

      const bySport = [
        [1, 6],
        [3, 3],
        [4, 13],
      ];
      expect(await order()).toEqual(bySport);
      expect(await order(`?sort=${MENU_SORT.sportSort}`)).toEqual(bySport);
      expect(await order(`?sort=${MENU_SORT.topSport}`)).toEqual([
        [3, 3],
        [1, 6],
        [4, 13],
      ]);
      expect(await order(`?sort=${MENU_SORT.play}`)).toEqual([
        [4, 13],
        [1, 6],
        [3, 3],
      ]);
      // With getEmpty the closed games count in C but not in what the orders rank by.
      expect(await order(`?sort=${MENU_SORT.play}&getEmpty=true`)).toEqual([
        [4, 13],
        [1, 10],
        [3, 3],
      ]);
    });

    it('refuses a sort id that is none of the menu orders, as any malformed feed parameter', async () => {
      const answer = await t().app.inject({ url: '/service-api/LineFeed/GetSportsShortZip?sort=10003' });
      expectFeedError(answer, 400, 400);
    });
  },
  { modules: feedTestModules() },
);
