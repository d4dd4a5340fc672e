import { expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { gameNotificationsResponseSchema } from '@sportsbook/core/api/feed-responses/favourites-subscriptions.schema';
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
import {
  statLineUps2Schema,
  statLineUpsSchema,
  statShortPlayersSchema,
} from '@sportsbook/core/api/feed-responses/statistics-lineups.schema';
import { platformErrorEnvelopeSchema } from '@sportsbook/core/api/schemas/platform-envelope.schema';
import { describeEachDatabase, type TestApp } from '../../../test/harness/test-app';
import { FEED_LOOKUP } from '../favourites/feed-lookup';
import type { FeedGame } from '../feed/feed-model';
import { createLiveGame, ops } from '../trading/testing/trading-ops';
import { TRADING_SERVICE } from '../trading/trading.service';

const BASE = '/service-api/statisticfeed/api/v1';

const GAME_CALLS: readonly (readonly [string, z.ZodType])[] = [
  ['LineUps', statLineUpsSchema],
  ['LineUps2', statLineUps2Schema],
  ['HeadToHead', statHeadToHeadSchema],
  ['ShortPlayersInfo', statShortPlayersSchema],
  ['Status', statGameStatusSchema],
  ['GetStadiumForGame_2', statVenueSchema],
  ['FindMainLiveByLineId', statMainLiveSchema],
];

async function stat<S extends z.ZodType>(
  t: TestApp,
  call: string,
  query: string,
  schema: S,
): Promise<z.infer<S>> {
  const response = await t.app.inject({ method: 'GET', url: `${BASE}/${call}?${query}` });
  const body = platformErrorEnvelopeSchema.parse(response.json());
  expect(body.Success, body.Error).toBe(true);
  return schema.parse(body.Value);
}

describeEachDatabase(
  'statistics and subscriptions on the engine’s world',
  (t) => {
    it('show the engine’s squads, tell a subscriber of an engine goal, and keep the engine’s result', async () => {
      const game = await createLiveGame(t(), { sportId: 1 });
      const lineUps = await vi.waitFor(() =>
        stat(t(), 'LineUps', `gameId=${game.id}&lng=en`, statLineUpsSchema),
      );
      const engineSquad = await t().app.ctx.services.get(TRADING_SERVICE).players(game.homeTeamId);
      const home = lineUps.T[0]!;
      expect(home.I).toBe(game.homeTeamId);
      expect(home.P).toHaveLength(11);
      const engineNames = new Map(engineSquad.map((p) => [p.names.en, p.number]));
      for (const player of [...home.P, ...home.SB]) expect(engineNames.get(player.N)).toBe(player.NU);

      const cookie = await t().loginAs(await t().createPlayer());
      const saved = await t().injectAs(cookie, {
        method: 'POST',
        url: '/web-api/gamesubscription/save',
        payload: { events: [{ gameId: game.id, eventTypes: [2, 5] }] },
      });
      expect(saved.statusCode).toBe(200);
      await ops(t(), 'POST', `/ops-api/trading/games/${game.id}/incidents`, { kind: 'score', side: 'away' });
      await vi.waitFor(async () => {
        const response = await t().injectAs(cookie, {
          method: 'GET',
          url: '/web-api/gamesubscription/notifications',
        });
        const { data } = gameNotificationsResponseSchema.parse(response.json());
        expect(data.map((n) => [n.key, n.side, n.score])).toEqual([
          ['subscription.notification.score', 2, { S1: 0, S2: 1 }],
        ]);
      });

      await ops<FeedGame>(t(), 'POST', `/ops-api/trading/games/${game.id}/finish`, {
        result: { score: { home: 1, away: 2 } },
      });
      await vi.waitFor(async () => {
        const last = await stat(
          t(),
          'TeamLastGames',
          `teamId=${game.awayTeamId}&count=3`,
          statTeamLastGamesSchema,
        );
        expect(last.G[0]).toMatchObject({ I: game.id, S1: 1, S2: 2, R: 'W' });
      });
      expect(await stat(t(), 'Status', `gameId=${game.id}`, statGameStatusSchema)).toMatchObject({
        ST: 2,
        SC: { FS: { S1: 1, S2: 2 } },
      });
      const h2h = await stat(t(), 'HeadToHead', `gameId=${game.id}`, statHeadToHeadSchema);
      expect(h2h.G[0]).toMatchObject({ I: game.id, O1I: game.homeTeamId, O2I: game.awayTeamId });
      await vi.waitFor(async () => {
        const response = await t().injectAs(cookie, {
          method: 'GET',
          url: '/web-api/gamesubscription/notifications',
        });
        expect(gameNotificationsResponseSchema.parse(response.json()).data[0]?.key).toBe(
          'subscription.notification.result',
        );
      });

      const champ = await t().app.inject({
        method: 'GET',
        url: `/service-api/LineFeed/GetStageTableIds?champ=${game.champId}`,
      });
      const stageId = champ.json().Value[0].I as number;
      const table = await stat(t(), 'StageTable', `stageId=${stageId}`, statStageTableSchema);
      expect(table.LI).toBe(game.champId);
      const teams = table.R.map((row) => row.TI);
      expect(teams).toContain(game.homeTeamId);
      expect(teams).toContain(game.awayTeamId);
      expect(table.R.reduce((s, r) => s + r.W, 0)).toBe(table.R.reduce((s, r) => s + r.LS, 0));
    });

    it('answer every statistics call for a game of each sport of the world in its schema', async () => {
      const feed = t().app.ctx.services.get(FEED_LOOKUP);
      const firstOfSport = new Map<number, FeedGame>();
      for (const game of feed.games())
        if (!firstOfSport.has(game.sportId)) firstOfSport.set(game.sportId, game);
      expect(firstOfSport.size).toBeGreaterThan(5);
      for (const game of firstOfSport.values()) {
        const race = game.homeTeamId === 0;
        for (const [call, schema] of GAME_CALLS) {
          if (call === 'HeadToHead' && race) continue;
          await stat(t(), call, `gameId=${game.id}&lng=ar`, schema);
        }
        const stageId = feed.champ(game.champId)!.stageId;
        await stat(t(), 'StageTable', `stageId=${stageId}`, statStageTableSchema);
        const team = game.homeTeamId || game.participants![0]!.teamId;
        await stat(t(), 'TeamLastGames', `teamId=${team}`, statTeamLastGamesSchema);
        if (game.sportId === 44) {
          const card = await stat(t(), 'HorsesRace', `raceid=${game.id}`, statHorseRaceSchema);
          expect(card.RN.map((r) => r.I)).toEqual(game.participants!.map((p) => p.teamId));
        }
      }
    });
  },
  { settings: { feedWorld: 'small' } },
);
