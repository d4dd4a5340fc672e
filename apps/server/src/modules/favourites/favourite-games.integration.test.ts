import { expect, it } from 'vitest';
import { FEED_CALL_VALUES } from '@sportsbook/core/api/feed-responses/feed-call-responses';
import { platformEnvelopeSchema } from '@sportsbook/core/api/schemas/platform-envelope.schema';
import { describeEachDatabase, type TestApp } from '../../../test/harness/test-app';
import { FX, fixtureModules } from './feed-fixture.testing';

const envelope = platformEnvelopeSchema(FEED_CALL_VALUES.GetFavoritesZip);
const { games, champs, teams } = FX;

async function favouritesZip(t: TestApp, feed: 'LineFeed' | 'LiveFeed', query: string, cookie?: string) {
  const request = { method: 'GET' as const, url: `/service-api/${feed}/GetFavoritesZip?${query}` };
  const response = cookie ? await t.injectAs(cookie, request) : await t.app.inject(request);
  expect(response.statusCode).toBe(200);
  const body = envelope.parse(response.json());
  expect(body.Success).toBe(true);
  return body.Value ?? [];
}

describeEachDatabase(
  'GetFavoritesZip',
  (t) => {
    it('answers a guest the games it names, line and live apart, in lng', async () => {
      const ids = `games=${games.lineFootball},${games.liveFootball},${games.lineHockey}`;
      const line = await favouritesZip(t(), 'LineFeed', ids);
      expect(line.map((g) => g.I)).toEqual([games.lineFootball, games.lineHockey]);
      expect(line[0]).toMatchObject({
        O1: 'Арсенал',
        O1E: 'Arsenal',
        O1R: 'Арсенал',
        SI: 1,
        LI: champs.premier,
      });
      expect(line[0]!.E.map((o) => o.C)).toEqual([1.9, 1.9, 2.1, 3.3, 3.5]);

      const live = await favouritesZip(t(), 'LiveFeed', `${ids}&lng=en`);
      expect(live.map((g) => g.I)).toEqual([games.liveFootball]);
      expect(live[0]).toMatchObject({ O1: 'Liverpool', SC: { FS: { S1: 1 }, CP: 1 } });

      const champ = await favouritesZip(t(), 'LineFeed', `champs=${champs.premier}&count=1`);
      expect(champ.map((g) => g.I)).toEqual([games.lineFootball]);
      const bare = await t().app.inject({
        method: 'GET',
        url: `/LineFeed/GetFavoritesZip?games=${games.lineHockey}`,
      });
      expect(bare.json().Value.map((g: { I: number }) => g.I)).toEqual([games.lineHockey]);
    });

    it('answers a player their stored favourites, and those of favourite championships and teams by filterType', async () => {
      const player = await t().createPlayer();
      const cookie = await t().loginAs(player);
      const add = (kind: string, payload: object) =>
        t().injectAs(cookie, { method: 'POST', url: `/service-api/favorites/v1/Favorite/${kind}`, payload });
      await add('Games', { games: [games.lineHockey] });
      await add('Championships', { champs: [champs.premier] });
      await add('Teams', { teams: [teams.player1] });

      const own = await favouritesZip(t(), 'LineFeed', '', cookie);
      expect(own.map((g) => g.I)).toEqual([games.lineHockey]);
      const withChamps = await favouritesZip(t(), 'LineFeed', 'filterType=1', cookie);
      expect(withChamps.map((g) => g.I).sort()).toEqual([
        games.lineFootball,
        games.lineHockey,
        games.laterFootball,
      ]);
      const withTeams = await favouritesZip(t(), 'LineFeed', 'filterType=2&sports=2,4', cookie);
      expect(withTeams.map((g) => g.I).sort()).toEqual([games.lineHockey, games.tennis]);
      const excluded = await favouritesZip(t(), 'LineFeed', 'filterType=3&antisports=1', cookie);
      expect(excluded.map((g) => g.I).sort()).toEqual([games.lineHockey, games.tennis]);
      // Another player's favourites never leak into a guest's or a stranger's answer.
      expect(await favouritesZip(t(), 'LineFeed', '')).toEqual([]);
      const stranger = await t().loginAs(await t().createPlayer());
      expect(await favouritesZip(t(), 'LineFeed', 'filterType=3', stranger)).toEqual([]);
    });

    it("lists a favourite championship's games on both feeds: not yet live on the line, in play on live", async () => {
      const sorted = (list: { I: number }[]) => list.map((g) => g.I).sort();
      const both = `games=${games.lineHockey}&champs=${champs.premier}`;
      expect(sorted(await favouritesZip(t(), 'LineFeed', both))).toEqual([
        games.lineFootball,
        games.lineHockey,
        games.laterFootball,
      ]);
      expect(sorted(await favouritesZip(t(), 'LiveFeed', both))).toEqual([games.liveFootball]);

      const cookie = await t().loginAs(await t().createPlayer());
      await t().injectAs(cookie, {
        method: 'POST',
        url: '/service-api/favorites/v1/Favorite/Championships',
        payload: { champs: [champs.premier] },
      });
      // A player's stored championships count with filterType=1, on the live feed as on the line.
      expect(await favouritesZip(t(), 'LiveFeed', '', cookie)).toEqual([]);
      expect(sorted(await favouritesZip(t(), 'LiveFeed', 'filterType=1', cookie))).toEqual([
        games.liveFootball,
      ]);
      // The page names the championships itself, so a player is answered the named ones as a guest is.
      expect(sorted(await favouritesZip(t(), 'LiveFeed', `champs=${champs.premier}`, cookie))).toEqual([
        games.liveFootball,
      ]);
    });

    it('refuses a malformed id list in the feed envelope', async () => {
      const response = await t().app.inject({
        method: 'GET',
        url: '/service-api/LineFeed/GetFavoritesZip?games=x',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ Success: false, ErrorCode: 400, Value: null });
    });
  },
  { modules: fixtureModules },
);
