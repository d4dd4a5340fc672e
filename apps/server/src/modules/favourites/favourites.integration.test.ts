import { expect, it } from 'vitest';
import {
  favouriteListResponseSchema,
  favouriteMigrateResponseSchema,
  favouritesAllResponseSchema,
} from '@sportsbook/core/api/feed-responses/favourites-lists.schema';
import { describeEachDatabase, type TestApp } from '../../../test/harness/test-app';
import { FX, fixtureGame, fixtureModules, fixtureSourceOf } from './feed-fixture.testing';

const BASE = '/service-api/favorites/v1/Favorite';
const { games, champs, teams } = FX;

async function playerSession(t: TestApp) {
  return t.loginAs(await t.createPlayer());
}

function call(t: TestApp, cookie: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) {
  return t.injectAs(cookie, { method, url: `${BASE}${path}`, ...(payload && { payload }) });
}

const ids = (body: unknown) => favouriteListResponseSchema.parse(body).data.map((item) => item.id);

describeEachDatabase(
  'favourites',
  (t) => {
    it('keeps each player’s favourites apart: B never sees what A added', async () => {
      const [a, b] = [await playerSession(t()), await playerSession(t())];
      expect((await call(t(), a, 'POST', '/Games', { games: [games.lineFootball] })).statusCode).toBe(200);
      await call(t(), a, 'POST', '/Championships', { champs: [champs.khl] });
      await call(t(), a, 'POST', '/Teams', { teams: [teams.arsenal, teams.chelsea] });
      await call(t(), b, 'POST', '/Games', { games: [games.lineHockey] });

      const all = favouritesAllResponseSchema.parse((await call(t(), a, 'GET', '')).json()).data;
      expect(all.games).toEqual([
        { id: games.lineFootball, addedAt: expect.any(String), sportId: 1, name: 'Arsenal - Chelsea' },
      ]);
      expect(all.champs.map((c) => [c.id, c.name])).toEqual([[champs.khl, 'KHL']]);
      expect(all.teams.map((c) => c.id).sort()).toEqual([teams.arsenal, teams.chelsea]);

      const other = favouritesAllResponseSchema.parse((await call(t(), b, 'GET', '')).json()).data;
      expect(other).toEqual({
        games: [expect.objectContaining({ id: games.lineHockey })],
        champs: [],
        teams: [],
      });
      // B removing A's game changes nothing for A.
      await call(t(), b, 'DELETE', '/Games', { games: [games.lineFootball] });
      await call(t(), b, 'DELETE', '/Teams/Clear');
      expect(ids((await call(t(), a, 'GET', '/Games')).json())).toEqual([games.lineFootball]);
      expect(ids((await call(t(), a, 'GET', '/Teams')).json())).toHaveLength(2);
    });

    it('asks for a login', async () => {
      const response = await t().app.inject({ method: 'GET', url: `${BASE}/Games` });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
    });

    it('refuses unknown or finished ids and stores nothing of such a request', async () => {
      const cookie = await playerSession(t());
      const response = await call(t(), cookie, 'POST', '/Games', {
        games: [games.lineFootball, 999_999_999],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: [{ code: 'VALIDATION_FAILED' }],
        validation_errors: { games: ['favorites.unknown_id'] },
      });
      expect(ids((await call(t(), cookie, 'GET', '/Games')).json())).toEqual([]);
      const champ = await call(t(), cookie, 'POST', '/Championships', { champs: [teams.arsenal] });
      expect(champ.json().validation_errors).toEqual({ champs: ['favorites.unknown_id'] });
      const team = await call(t(), cookie, 'POST', '/Teams', { teams: [champs.premier] });
      expect(team.json().validation_errors).toEqual({ teams: ['favorites.unknown_id'] });
      expect((await call(t(), cookie, 'POST', '/Games', { games: 'abc' })).statusCode).toBe(422);
    });

    it('adds without duplicates, removes, clears each kind alone, and a sub-game counts as its game', async () => {
      const cookie = await playerSession(t());
      await call(t(), cookie, 'POST', '/Games', { games: [games.lineFootball, games.lineHockey] });
      const again = await call(t(), cookie, 'POST', '/Games', {
        games: `${games.firstHalf},${games.lineHockey}`,
      });
      expect(ids(again.json()).sort()).toEqual([games.lineFootball, games.lineHockey]);
      await call(t(), cookie, 'POST', '/Teams', { teams: [teams.everton] });

      const removed = await call(t(), cookie, 'DELETE', '/Games', { games: [games.lineHockey] });
      expect(ids(removed.json())).toEqual([games.lineFootball]);
      const cleared = await call(t(), cookie, 'DELETE', '/Games/Clear');
      expect(favouriteListResponseSchema.parse(cleared.json()).data).toEqual([]);
      expect(ids((await call(t(), cookie, 'GET', '/Teams')).json())).toEqual([teams.everton]);
    });

    it('migrates a guest’s games after login: merged without duplicates, stale ids skipped', async () => {
      const cookie = await playerSession(t());
      await call(t(), cookie, 'POST', '/Games', { games: [games.lineFootball] });
      const response = await call(t(), cookie, 'POST', '/migrate/Games', {
        games: [games.lineFootball, games.liveFootball, games.firstHalf, 123_456_789],
      });
      expect(response.statusCode).toBe(200);
      const { data } = favouriteMigrateResponseSchema.parse(response.json());
      expect(data.games.map((g) => g.id).sort()).toEqual([games.lineFootball, games.liveFootball]);
      expect(data.skipped).toEqual([123_456_789]);
    });

    it('keeps at most 200 of a kind', async () => {
      const source = fixtureSourceOf(t().app.ctx);
      const extra = Array.from({ length: 201 }, (_, i) =>
        fixtureGame(700_000_000 + i, {
          sportId: 1,
          champId: champs.premier,
          homeTeamId: teams.tottenham,
          awayTeamId: teams.fulham,
        }),
      );
      source.add(extra);
      const cookie = await playerSession(t());
      const first = extra.slice(0, 200).map((g) => g.id);
      expect((await call(t(), cookie, 'POST', '/Games', { games: first })).statusCode).toBe(200);
      const over = await call(t(), cookie, 'POST', '/Games', { games: [extra[200]!.id] });
      expect(over.statusCode).toBe(422);
      expect(over.json().validation_errors).toEqual({ games: ['favorites.limit_reached'] });
      // Re-adding one already there is no growth.
      expect((await call(t(), cookie, 'POST', '/Games', { games: [first[0]!] })).statusCode).toBe(200);
      const migrated = favouriteMigrateResponseSchema.parse(
        (await call(t(), cookie, 'POST', '/migrate/Games', { games: [extra[200]!.id] })).json(),
      );
      expect(migrated.data.skipped).toEqual([extra[200]!.id]);
      expect(migrated.data.games).toHaveLength(200);
    });
  },
  { modules: fixtureModules },
);
