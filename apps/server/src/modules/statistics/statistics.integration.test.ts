import { expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  statLineUps2Schema,
  statLineUpsSchema,
  statShortPlayersSchema,
} from '@sportsbook/core/api/feed-responses/statistics-lineups.schema';
import {
  statHeadToHeadSchema,
  statStageTableSchema,
  statTeamLastGamesSchema,
} from '@sportsbook/core/api/feed-responses/statistics-history.schema';
import {
  statGameStatusSchema,
  statMainLiveSchema,
  statVenueSchema,
} from '@sportsbook/core/api/feed-responses/statistics-game.schema';
import { statHorseRaceSchema } from '@sportsbook/core/api/feed-responses/statistics-horse-race.schema';
import { platformErrorEnvelopeSchema } from '@sportsbook/core/api/schemas/platform-envelope.schema';
import { describeEachDatabase, type TestApp } from '../../../test/harness/test-app';
import { FX, fixtureGame, fixtureModules, fixtureSourceOf } from '../favourites/feed-fixture.testing';

const BASE = '/service-api/statisticfeed/api/v1';
const { games, teams, champs } = FX;
const PREMIER_STAGE = champs.premier * 10 + 2;

/** Calls a statistics call and checks its answer against the call's schema. */
async function stat<S extends z.ZodType>(
  t: TestApp,
  call: string,
  query: string,
  schema: S,
): Promise<z.infer<S>> {
  const response = await t.app.inject({ method: 'GET', url: `${BASE}/${call}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = platformErrorEnvelopeSchema.parse(response.json());
  expect(body.Success, body.Error).toBe(true);
  return schema.parse(body.Value);
}

async function refusal(t: TestApp, call: string, query: string) {
  const response = await t.app.inject({ method: 'GET', url: `${BASE}/${call}?${query}` });
  return { status: response.statusCode, body: response.json() };
}

/** Plays a game of the fixture's Premier League to its end: the engine's finishing batches. */
function finishGame(t: TestApp, id: number, home: number, away: number, score: [number, number]) {
  const source = fixtureSourceOf(t.app.ctx);
  source.add([
    fixtureGame(id, {
      sportId: 1,
      champId: champs.premier,
      homeTeamId: home,
      awayTeamId: away,
      startAt: 1_795_000_000,
    }),
  ]);
  source.update(id, {
    finished: true,
    phase: 2,
    result: {
      score: { home: score[0], away: score[1] },
      periods: [
        { home: score[0], away: 0 },
        { home: 0, away: score[1] },
      ],
    },
  });
}

describeEachDatabase(
  'statistics data calls',
  (t) => {
    it('answers line-ups of both sides: eleven starters, seven substitutes, unique numbers, stable', async () => {
      const lineUps = await stat(t(), 'LineUps', `gameId=${games.lineFootball}&lng=en`, statLineUpsSchema);
      expect(lineUps.T.map((side) => [side.I, side.N])).toEqual([
        [teams.arsenal, 'Arsenal'],
        [teams.chelsea, 'Chelsea'],
      ]);
      for (const side of lineUps.T) {
        expect(side.P).toHaveLength(11);
        expect(side.SB).toHaveLength(7);
        expect(side.P.filter((p) => p.PT === 1)).toHaveLength(1);
        expect(side.F).toMatch(/^\d-\d-\d$/);
        const numbers = [...side.P, ...side.SB].map((p) => p.NU);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(side.P.every((p) => Math.floor(p.I / 100) === side.I)).toBe(true);
      }
      expect(await stat(t(), 'LineUps', `gameId=${games.lineFootball}&lng=en`, statLineUpsSchema)).toEqual(
        lineUps,
      );
      const russian = await stat(t(), 'LineUps', `gameId=${games.lineFootball}`, statLineUpsSchema);
      expect(russian.T[0]!.P[0]!.N).toMatch(/[А-Яа-яЁё]/);
      expect(russian.T[0]!.P[0]!.NE).toBe(lineUps.T[0]!.P[0]!.N);

      const placed = await stat(t(), 'LineUps2', `gameId=${games.firstHalf}`, statLineUps2Schema);
      expect(placed.I).toBe(games.lineFootball);
      expect(placed.T[0]!.P.map((p) => p.I)).toEqual(lineUps.T[0]!.P.map((p) => p.I));
      expect(placed.T[0]!.P.filter((p) => p.CP === 1)).toHaveLength(1);
      expect(placed.T[0]!.P.find((p) => p.PT === 1)).toMatchObject({ X: 50, Y: 5 });

      const hockey = await stat(t(), 'LineUps', `gameId=${games.lineHockey}`, statLineUpsSchema);
      expect(hockey.T.map((side) => side.P.length)).toEqual([19, 19]);
      const tennis = await stat(t(), 'LineUps', `gameId=${games.tennis}`, statLineUpsSchema);
      expect(tennis.T).toEqual([]);
      const unknown = await refusal(t(), 'LineUps', 'gameId=42');
      expect(unknown).toMatchObject({ status: 200, body: { Success: false, ErrorCode: 141, Value: null } });
    });

    it('answers player cards of both squads, games played within the team’s season', async () => {
      const cards = await stat(
        t(),
        'ShortPlayersInfo',
        `gameId=${games.lineFootball}`,
        statShortPlayersSchema,
      );
      expect(cards).toHaveLength(36);
      expect(new Set(cards.map((c) => c.TI))).toEqual(new Set([teams.arsenal, teams.chelsea]));
      const table = await stat(t(), 'StageTable', `stageId=${PREMIER_STAGE}`, statStageTableSchema);
      for (const card of cards) {
        const teamGames = table.R.find((row) => row.TI === card.TI)!.GP;
        expect(card.GP).toBeLessThanOrEqual(teamGames);
        expect(card.SC).toBeLessThanOrEqual(card.GP * 3);
      }
      expect(cards.filter((c) => c.PT === 1).every((c) => c.SC === 0)).toBe(true);
      expect(cards.some((c) => c.GP > 0)).toBe(true);
    });

    it('records a finished game and shows it first in head-to-head and last games', async () => {
      finishGame(t(), 600_000_100, teams.arsenal, teams.chelsea, [3, 1]);
      await vi.waitFor(async () => {
        const h2h = await stat(
          t(),
          'HeadToHead',
          `gameId=${games.lineFootball}&lng=en`,
          statHeadToHeadSchema,
        );
        expect(h2h.G[0]?.I).toBe(600_000_100);
      });
      const h2h = await stat(t(), 'HeadToHead', `gameId=${games.lineFootball}&lng=en`, statHeadToHeadSchema);
      expect(h2h.G[0]).toMatchObject({
        O1: 'Arsenal',
        O2: 'Chelsea',
        S1: 3,
        S2: 1,
        L: 'England. Premier League',
      });
      expect(h2h.G.length).toBeGreaterThan(1);
      expect(h2h.W1 + h2h.X + h2h.W2).toBe(h2h.G.length);
      const arsenalGoals = h2h.G.reduce((sum, g) => sum + (g.O1I === teams.arsenal ? g.S1 : g.S2), 0);
      expect(h2h.G1).toBe(arsenalGoals);
      for (const game of h2h.G) expect([game.O1I, game.O2I].sort()).toEqual([teams.arsenal, teams.chelsea]);
      expect(h2h.G.map((g) => g.S)).toEqual([...h2h.G.map((g) => g.S)].sort((a, b) => b - a));

      const last = await stat(
        t(),
        'TeamLastGames',
        `teamId=${teams.chelsea}&count=5`,
        statTeamLastGamesSchema,
      );
      expect(last.G).toHaveLength(5);
      expect(last.G[0]).toMatchObject({ I: 600_000_100, R: 'L' });
      expect(last.F).toBe(last.G.map((g) => g.R).join(''));
      for (const game of last.G) {
        const [own, other] = game.O1I === teams.chelsea ? [game.S1, game.S2] : [game.S2, game.S1];
        expect(game.R).toBe(own > other ? 'W' : own < other ? 'L' : 'D');
      }
      expect((await refusal(t(), 'TeamLastGames', 'teamId=77')).body).toMatchObject({
        Success: false,
        ErrorCode: 141,
      });
    });

    it('computes the stage table from the season’s results, consistent with them', async () => {
      finishGame(t(), 600_000_101, teams.everton, teams.fulham, [2, 2]);
      await vi.waitFor(async () => {
        const last = await stat(
          t(),
          'TeamLastGames',
          `teamId=${teams.everton}&count=1`,
          statTeamLastGamesSchema,
        );
        expect(last.G[0]).toMatchObject({ I: 600_000_101, R: 'D' });
      });
      const table = await stat(t(), 'StageTable', `stageId=${PREMIER_STAGE}&lng=en`, statStageTableSchema);
      expect(table).toMatchObject({
        I: PREMIER_STAGE,
        LI: champs.premier,
        SI: 1,
        TT: 0,
        L: 'England. Premier League',
      });
      expect(table.R.map((r) => r.TI).sort()).toEqual(
        [teams.arsenal, teams.chelsea, teams.liverpool, teams.everton, teams.tottenham, teams.fulham].sort(),
      );
      const sum = (key: 'W' | 'LS' | 'SF' | 'SA' | 'GP' | 'D') => table.R.reduce((s, r) => s + r[key], 0);
      expect(sum('W')).toBe(sum('LS'));
      expect(sum('SF')).toBe(sum('SA'));
      expect(sum('D') % 2).toBe(0);
      for (const row of table.R) {
        expect(row.PT).toBe(3 * row.W + row.D);
        expect(row.GP).toBe(row.W + row.D + row.LS);
      }
      expect(table.R.map((r) => r.Pos)).toEqual(table.R.map((_, i) => i + 1));
      expect(table.R.map((r) => r.PT)).toEqual([...table.R.map((r) => r.PT)].sort((a, b) => b - a));

      const home = await stat(t(), 'StageTable', `stageId=${PREMIER_STAGE}&tt=home`, statStageTableSchema);
      const away = await stat(t(), 'StageTable', `stageId=${PREMIER_STAGE}&tt=2`, statStageTableSchema);
      expect(home.TT).toBe(1);
      const played = (rows: typeof table.R) => rows.reduce((s, r) => s + r.GP, 0);
      expect(played(home.R)).toBe(played(away.R));
      expect(played(home.R) + played(away.R)).toBe(sum('GP'));
      expect((await refusal(t(), 'StageTable', `stageId=${PREMIER_STAGE}&tt=weird`)).status).toBe(400);
      expect((await refusal(t(), 'StageTable', 'stageId=5')).body).toMatchObject({
        Success: false,
        ErrorCode: 141,
      });
    });

    it('answers a game’s status from the feed, and a finished one from the records after the feed drops it', async () => {
      const live = await stat(t(), 'Status', `gameId=${games.liveFootball}&lng=en`, statGameStatusSchema);
      expect(live).toMatchObject({
        I: games.liveFootball,
        ST: 1,
        PH: 1,
        SC: { FS: { S1: 1 }, CP: 1, SLS: '30 minutes' },
      });
      const line = await stat(t(), 'Status', `gameId=${games.lineHockey}`, statGameStatusSchema);
      expect(line).toMatchObject({ ST: 0, PH: 1 });
      expect(line.SC).toBeUndefined();

      finishGame(t(), 600_000_102, teams.liverpool, teams.tottenham, [0, 1]);
      await vi.waitFor(async () => {
        const finished = await stat(t(), 'Status', 'gameId=600000102', statGameStatusSchema);
        expect(finished).toMatchObject({ ST: 2, PH: 2, SC: { FS: { S2: 1 } } });
      });
      fixtureSourceOf(t().app.ctx).remove(600_000_102);
      // The record is written a moment after the feed's batch; then the game reads from it.
      await vi.waitFor(async () => {
        const archived = await stat(t(), 'Status', 'gameId=600000102', statGameStatusSchema);
        expect(archived).toMatchObject({
          I: 600_000_102,
          ST: 2,
          SI: 1,
          LI: champs.premier,
          SC: { FS: { S2: 1 } },
        });
      });
      expect((await refusal(t(), 'Status', 'gameId=1')).body.ErrorCode).toBe(141);
    });

    it('finds the main live game of a line or sub-game id', async () => {
      expect(
        await stat(t(), 'FindMainLiveByLineId', `gameId=${games.firstHalf}`, statMainLiveSchema),
      ).toMatchObject({
        I: games.lineFootball,
        LV: false,
      });
      expect(
        await stat(t(), 'FindMainLiveByLineId', `gameId=${games.liveFootball}`, statMainLiveSchema),
      ).toMatchObject({
        I: games.liveFootball,
        CI: games.liveFootball,
        LV: true,
      });
    });

    it('answers the venue: the engine’s where it gives one, else the home club’s ground', async () => {
      const given = await stat(t(), 'GetStadiumForGame_2', `gameId=${games.lineFootball}`, statVenueSchema);
      expect(given).toMatchObject({
        I: teams.arsenal,
        N: 'Emirates Stadium',
        CT: 'London',
        CN: 'Великобритания',
      });
      const ground = await stat(
        t(),
        'GetStadiumForGame_2',
        `gameId=${games.laterFootball}&lng=en`,
        statVenueSchema,
      );
      expect(ground).toMatchObject({
        I: teams.tottenham,
        N: 'Tottenham Stadium',
        NR: 'Стадион «Тоттенхэм»',
        CN: 'United Kingdom',
      });
      expect(['grass', 'hybrid', 'artificial']).toContain(ground.SF);
      expect(ground.CP).toBeGreaterThanOrEqual(8000);
      expect(
        await stat(t(), 'GetStadiumForGame_2', `gameId=${games.laterFootball}&lng=en`, statVenueSchema),
      ).toEqual(ground);
      const court = await stat(t(), 'GetStadiumForGame_2', `gameId=${games.tennis}&lng=en`, statVenueSchema);
      expect(court.N).toBe('Centre Court, ATP. Finals');
    });

    it('answers a horse race’s field: the race’s horses with its prices', async () => {
      const race = await stat(t(), 'HorsesRace', `raceid=${games.race}&lng=en&cfview=1`, statHorseRaceSchema);
      expect(race).toMatchObject({ I: games.race, N: 'Ascot. Race 3', LI: champs.ascot, L: 'Ascot' });
      expect(race.RN.map((r) => r.NU)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(race.RN.map((r) => r.I)).toEqual(Array.from({ length: 8 }, (_, i) => teams.firstHorse + i));
      expect(race.RN[0]).toMatchObject({ N: 'Silver Arrow', NR: 'Сильвер Эрроу', C: 2.5, CV: '3/2' });
      expect(race.RN.map((r) => r.C)).toEqual([2.5, 3.4, 5, 7, 9, 12, 17, 26]);
      expect(new Set(race.RN.map((r) => r.DR))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
      expect(race.RN[0]!.R).toBeGreaterThan(race.RN[7]!.R);
      expect(
        await stat(t(), 'HorsesRace', `raceid=${games.race}&lng=en&cfview=1`, statHorseRaceSchema),
      ).toEqual(race);
      const footballGame = await refusal(t(), 'HorsesRace', `raceid=${games.lineFootball}`);
      expect(footballGame.body).toMatchObject({ Success: false, ErrorCode: 141 });
      const lineUps = await stat(t(), 'LineUps', `gameId=${games.race}`, statLineUpsSchema);
      expect(lineUps.T).toEqual([]);
    });
  },
  { modules: fixtureModules },
);
