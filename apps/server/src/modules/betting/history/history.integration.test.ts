import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import type { FeedGame } from '../../feed/feed-model';
import {
  BETTING_APP,
  betAs,
  bettor,
  configure,
  game,
  leg,
  login,
  ops,
  settleNow,
  valueOf,
} from '../testing/betting-test-support';

const DAY_MS = 86_400_000;

describeEachDatabase(
  'the bets history',
  (t) => {
    let live: FeedGame;

    beforeAll(async () => {
      await configure(t(), {});
      live = await game(t());
    });

    const place = async (cookie: string, body: object = {}) =>
      valueOf<{ Id: number }>(
        await betAs(t(), cookie, { Events: [leg(live)], Summ: 0.2, CheckCf: 2, ...body }),
      ).Id;
    const history = async (cookie: string, payload: object = {}) => {
      const response = await t().injectAs(cookie, { method: 'POST', url: '/web-api/bets/history', payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as {
        bets: { id: number; status: string }[];
        limit: number;
        hasMore: boolean;
      };
    };

    it('pages by 50 × page, newest first', async () => {
      const { cookie } = await bettor(t(), 20);
      const ids: number[] = [];
      for (let i = 0; i < 55; i++) ids.push(await place(cookie));
      const first = await history(cookie);
      expect(first).toMatchObject({ limit: 50, hasMore: true });
      expect(first.bets).toHaveLength(50);
      expect(first.bets[0]!.id).toBe(ids.at(-1));
      const second = await history(cookie, { page: 2 });
      expect(second).toMatchObject({ limit: 100, hasMore: false });
      expect(second.bets).toHaveLength(55);
    });

    it('filters open and settled bets, leaves out hidden statuses, and clears settled ones from view only', async () => {
      const g = await game(t());
      const { cookie, player } = await bettor(t(), 10);
      const running = await place(cookie);
      const won = await place(cookie, { Events: [leg(g, '0:1', 1)] });
      const lost = await place(cookie, { Events: [leg(g, '0:1', 3)] });
      await ops(t(), 'POST', `/ops-api/trading/games/${g.id}/finish`, {
        result: { score: { home: 2, away: 0 } },
      });
      await settleNow(t());
      expect((await history(cookie, { status: 'open' })).bets.map((b) => b.id)).toEqual([running]);
      expect((await history(cookie, { status: 'settled' })).bets.map((b) => b.id)).toEqual([lost, won]);
      await configure(t(), {}, { other: { hiddenBetStatuses: [2] } });
      try {
        expect((await history(cookie)).bets.map((b) => b.id)).toEqual([won, running]);
      } finally {
        await configure(t(), {});
      }
      const cleared = await t().injectAs(cookie, {
        method: 'POST',
        url: '/web-api/bets/history/clear',
        payload: {},
      });
      expect(cleared.json().data).toEqual({ cleared: 2 });
      expect((await history(cookie)).bets.map((b) => b.id)).toEqual([running]);
      const kept = await ops<{ bets: { id: number }[] }>(
        t(),
        'GET',
        `/ops-api/betting/bets?userId=${player.id}`,
      );
      expect(kept.bets.map((b) => b.id)).toEqual([lost, won, running]);
    });

    it('shows only the player’s own bet details', async () => {
      const { cookie } = await bettor(t(), 1);
      const other = await bettor(t(), 0);
      const id = await place(cookie);
      const mine = await t().injectAs(cookie, { method: 'GET', url: `/web-api/bets/${id}` });
      expect(mine.json().data.bet).toMatchObject({ id, legs: [{ gameId: live.id, kind: 'live' }] });
      expect(
        (await t().injectAs(other.cookie, { method: 'GET', url: `/web-api/bets/${id}` })).statusCode,
      ).toBe(404);
    });

    it('sends the history by mail through the outbox', async () => {
      const { cookie, player } = await bettor(t(), 1);
      await place(cookie);
      const sent = await t().injectAs(cookie, {
        method: 'POST',
        url: '/web-api/bets/history/mail',
        payload: { days: 7 },
      });
      expect(sent.json().data).toEqual({ queued: true, count: 1 });
      const message = await t()
        .app.ctx.db.selectFrom('outbox_messages')
        .select(['purpose', 'body_text'])
        .where('recipient', '=', player.email)
        .where('purpose', '=', 'bets_history')
        .executeTakeFirst();
      expect(message?.body_text).toContain('single');
    });

    it('shows the power bet table and the player’s power bets', async () => {
      const { cookie } = await bettor(t(), 5);
      const id = await place(cookie, { IsPowerBet: true, Summ: 1 });
      const page = (await t().injectAs(cookie, { method: 'GET', url: '/web-api/bets/powerbet' })).json().data;
      expect(page).toMatchObject({
        enabled: true,
        maxStake: '100.00',
        minLegCoef: 1.01,
        bets: [{ id, boostKind: 'power' }],
      });
      expect(page.steps[0]).toEqual({ legs: 1, percent: 5 });
    });

    it('keeps the coupon history days: 7 by default and when not numeric, or the days and dates asked for', async () => {
      const { cookie: first, player } = await bettor(t(), 1);
      const id = await place(first);
      t().clock.advance(8 * DAY_MS);
      const cookie = await login(t(), player);
      expect((await history(cookie)).bets).toEqual([]);
      expect((await history(cookie, { days: 'abc' })).bets).toEqual([]);
      expect((await history(cookie, { days: '30' })).bets.map((b) => b.id)).toEqual([id]);
      const from = Math.floor((t().clock.nowMs() - 9 * DAY_MS) / 1000);
      expect((await history(cookie, { dateFrom: from })).bets.map((b) => b.id)).toEqual([id]);
    });
  },
  BETTING_APP,
);
