import { expect, it } from 'vitest';
import type { z } from 'zod';
import { statDuelSchema } from '@sportsbook/core/api/feed-responses/statistics-duel.schema';
import { statDuelCandidatesSchema } from '@sportsbook/core/api/feed-responses/statistics-lineups.schema';
import {
  restCountriesSchema,
  restLinkSchema,
  restSportsSchema,
  restTopChampsSchema,
} from '@sportsbook/core/api/feed-responses/statistics-reference.schema';
import {
  platformEnvelopeSchema,
  platformErrorEnvelopeSchema,
} from '@sportsbook/core/api/schemas/platform-envelope.schema';
import { describeEachDatabase, type TestApp } from '../../../test/harness/test-app';
import { FX, fixtureModules } from '../favourites/feed-fixture.testing';

const RESTCORE = '/service-api/restcore/api/External/v1/Web';
const { games, teams, champs } = FX;

async function value<S extends z.ZodType>(
  t: TestApp,
  url: string,
  schema: S,
  payload?: object,
): Promise<z.infer<S>> {
  const response = await t.app.inject({ method: payload ? 'POST' : 'GET', url, ...(payload && { payload }) });
  expect(response.statusCode, response.body).toBe(200);
  const body = platformErrorEnvelopeSchema.parse(response.json());
  expect(body.Success, body.Error).toBe(true);
  return schema.parse(body.Value);
}

const buildDuel = (t: TestApp, team1Ids: number[], team2Ids: number[], query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/service-api/LineFeed/BuildDuel?${query}`,
    payload: { team1Ids, team2Ids },
  });

describeEachDatabase(
  'restcore and duels',
  (t) => {
    it('lists countries and the feed’s sports with their game counts, named in lng', async () => {
      const countries = await value(t(), `${RESTCORE}/GetCountries`, restCountriesSchema);
      expect(countries.find((c) => c.I === 286)).toEqual({ I: 286, N: 'Казахстан', C: 'kz', PC: '+7' });
      const sports = await value(t(), `${RESTCORE}/Sports?lng=en`, restSportsSchema);
      expect(sports.map((s) => [s.I, s.N])).toEqual([
        [1, 'Football'],
        [2, 'Ice Hockey'],
        [4, 'Tennis'],
        [44, 'Horse Racing'],
      ]);
      expect(sports[0]).toMatchObject({ LC: 1, GC: 2, NR: 'Футбол', CY: false });
      const some = await value(t(), `${RESTCORE}/Sports?sports=2,4`, restSportsSchema);
      expect(some.map((s) => [s.I, s.N])).toEqual([
        [2, 'Хоккей'],
        [4, 'Теннис'],
      ]);
    });

    it('resolves permanent links to games, championships and teams', async () => {
      const link = (id: string) => value(t(), `${RESTCORE}/CheckLink?permanentId=${id}`, restLinkSchema);
      expect(await link(`game-${games.liveFootball}-liverpool-everton`)).toEqual({
        T: 1,
        I: games.liveFootball,
        CI: games.liveFootball,
        SI: 1,
        LI: champs.premier,
        LV: true,
      });
      expect(await link(String(games.lineHockey))).toMatchObject({ T: 1, LV: false });
      expect(await link(`champ-${champs.khl}`)).toEqual({ T: 2, I: champs.khl, SI: 2 });
      expect(await link(`team-${teams.fulham}`)).toEqual({ T: 3, I: teams.fulham, SI: 1 });
      const unknown = await t().app.inject({
        method: 'GET',
        url: `${RESTCORE}/CheckLink?permanentId=game-5`,
      });
      expect(unknown.json()).toMatchObject({ Success: false, ErrorCode: 141 });
      const missing = await t().app.inject({ method: 'GET', url: `${RESTCORE}/CheckLink` });
      expect(missing.statusCode).toBe(400);
    });

    it('lists the top championships as GetChampsZip does', async () => {
      const top = await value(t(), `${RESTCORE}/topChamps?lng=en`, restTopChampsSchema);
      expect(top).toEqual([
        {
          SI: 1,
          SN: 'Football',
          LI: champs.premier,
          L: 'England. Premier League',
          LE: 'England. Premier League',
          LR: 'Англия. Премьер-лига',
          CI: expect.any(Number),
          GC: 3,
        },
      ]);
      expect(await value(t(), `${RESTCORE}/topChamps?sports=2`, restTopChampsSchema)).toEqual([]);
    });

    it('prices a duel of teams by their ratings, with the margin, the same every time', async () => {
      const response = await buildDuel(t(), [teams.liverpool], [teams.everton], 'lng=en&cfview=2');
      const duel = platformEnvelopeSchema(statDuelSchema).parse(response.json()).Value!;
      expect(duel).toMatchObject({
        SI: 1,
        O1: 'Liverpool',
        O2: 'Everton',
        O1R: 'Ливерпуль',
        T1: [teams.liverpool],
      });
      const result = duel.E.filter((o) => o.G === 1).sort((a, b) => a.T - b.T);
      expect(result.map((o) => o.T)).toEqual([1, 2, 3]);
      expect(result[0]!.C).toBeLessThan(result[2]!.C);
      expect(duel.WP.P1).toBeGreaterThan(duel.WP.P2);
      expect(duel.WP.P1 + duel.WP.PX + duel.WP.P2).toBeCloseTo(1, 9);
      const overround = result.reduce((sum, o) => sum + 1 / o.C, 0);
      expect(overround).toBeGreaterThan(1.02);
      expect(overround).toBeLessThan(1.1);
      expect(result[0]!.CV).toMatch(/^[+-]\d+(\.\d+)?$/);
      expect(duel.E.some((o) => o.G === 8)).toBe(true);
      const again = platformEnvelopeSchema(statDuelSchema).parse(
        (await buildDuel(t(), [teams.liverpool], [teams.everton], 'lng=en&cfview=2')).json(),
      );
      expect(again.Value!.I).toBe(duel.I);
      expect(again.Value!.E).toEqual(duel.E);
    });

    it('prices players of a game against each other: two strikers beat one', async () => {
      const candidates = await value(
        t(),
        `/service-api/LineFeed/GetAvailablePlayersForDuel?id=${games.lineFootball}`,
        statDuelCandidatesSchema,
      );
      expect(candidates.T.map((side) => [side.I, side.P.length])).toEqual([
        [teams.arsenal, 11],
        [teams.chelsea, 11],
      ]);
      const [home, away] = candidates.T.map((side) => side.P.map((p) => p.I));
      const single = platformEnvelopeSchema(statDuelSchema).parse(
        (await buildDuel(t(), [home![1]!], [away![1]!])).json(),
      ).Value!;
      const pair = platformEnvelopeSchema(statDuelSchema).parse(
        (await buildDuel(t(), [home![1]!, home![2]!], [away![1]!])).json(),
      ).Value!;
      expect(pair.WP.P1).toBeGreaterThan(single.WP.P1);
      expect(pair.O1).toContain(' + ');
      expect(pair.WP.PX).toBeGreaterThan(0.3);
    });

    it('refuses duels that do not make sense, in the feed envelope', async () => {
      const player = teams.arsenal * 100 + 1;
      const cases: [number[], number[], number, number][] = [
        [[], [teams.chelsea], 400, 400],
        [[teams.arsenal], [teams.arsenal, teams.chelsea], 400, 400],
        [[teams.arsenal], [player], 400, 400],
        [[teams.arsenal], [teams.akBars], 400, 400],
        [[teams.arsenal], [123], 200, 141],
      ];
      for (const [first, second, status, code] of cases) {
        const response = await buildDuel(t(), first, second);
        expect(response.statusCode, JSON.stringify([first, second])).toBe(status);
        expect(response.json()).toMatchObject({ Success: false, ErrorCode: code, Value: null });
      }
    });
  },
  { modules: fixtureModules },
);
