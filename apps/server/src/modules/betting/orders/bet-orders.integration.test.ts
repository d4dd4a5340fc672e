import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import type { FeedGame } from '../../feed/feed-model';
import {
  BETTING_APP,
  SECURE,
  balanceOf,
  betAs,
  betView,
  bettor,
  configure,
  feedHas,
  game,
  leg,
  ledgerIsSound,
  ops,
  refusalOf,
  valueOf,
} from '../testing/betting-test-support';

interface OrderAnswer {
  Id: number;
  AutoBetId?: number;
  VipBidId?: number;
  Balance: number;
}

const KZ = 286;

describeEachDatabase(
  'auto bets and VIP bets',
  (t) => {
    beforeAll(async () => {
      await configure(t(), {});
    });

    const orders = async (cookie: string, path: 'auto' | 'manager') => {
      const data = (await t().injectAs(cookie, { method: 'GET', url: `/web-api/bets/${path}` })).json().data;
      return path === 'auto' ? data.orders : data.bids;
    };
    const until = async (check: () => Promise<boolean>) => {
      for (let i = 0; i < 100 && !(await check()); i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
    };

    it('holds an auto bet’s stake and places it when the price reaches the target', async () => {
      const g = await game(t());
      const { cookie, accountId } = await bettor(t(), 20);
      const selection = leg(g, '0:1', 1);
      const target = +(selection.Coef * 1.2).toFixed(2);
      const answer = valueOf<OrderAnswer>(
        await betAs(t(), cookie, {
          Events: [selection],
          Summ: 10,
          isAutoBet: true,
          autoBetCf: target,
          autoBetCfView: 0,
        }),
      );
      expect(answer).toMatchObject({ Id: 0, Balance: 10 });
      expect((await orders(cookie, 'auto'))[0]).toMatchObject({
        id: answer.AutoBetId,
        status: 'waiting',
        targetPrice: target,
        // Named from the feed, like a bet's legs: the page shows the teams, not a game number.
        legs: [
          {
            GameId: g.id,
            names: expect.objectContaining({
              home: expect.objectContaining({ en: expect.stringMatching(/\S/) }),
              champ: expect.objectContaining({ en: expect.stringMatching(/\S/) }),
            }),
          },
        ],
      });
      const moved = await ops<FeedGame>(t(), 'PUT', `/ops-api/trading/games/${g.id}/prices`, {
        marketKey: '0:1',
        T: 1,
        price: target + 0.05,
      });
      await feedHas(t(), g.id, moved.version);
      await until(async () => (await orders(cookie, 'auto'))[0].status !== 'waiting');
      const placed = (await orders(cookie, 'auto'))[0];
      expect(placed.status).toBe('placed');
      expect(await betView(t(), cookie, placed.betId)).toMatchObject({
        status: 'open',
        stake: '10.00',
        price: leg(moved, '0:1', 1).Coef,
      });
      expect(await balanceOf(t(), accountId)).toBe(10);
      await ledgerIsSound(t());
    });

    it('releases the stake when the auto bet is cancelled or its market closes; refuses a target that is no price', async () => {
      const g = await game(t());
      const { cookie, accountId } = await bettor(t(), 20);
      const auto = (T: number) => ({
        Events: [leg(g, '0:1', T)],
        Summ: 10,
        isAutoBet: true,
        autoBetCf: 2000,
        autoBetCfView: 2,
      });
      expect(refusalOf(await betAs(t(), cookie, { ...auto(1), autoBetCf: 0.5, autoBetCfView: 0 })).code).toBe(
        200006,
      );
      const first = valueOf<OrderAnswer>(await betAs(t(), cookie, auto(2)));
      const second = valueOf<OrderAnswer>(await betAs(t(), cookie, { ...auto(3), autoBetCf: 3000 }));
      expect(await balanceOf(t(), accountId)).toBe(0);
      const cancelled = valueOf<{ Status: string; Balance: number }>(
        await betAs(t(), cookie, { Id: first.AutoBetId }, `${SECURE}/CancelAutoBet`),
      );
      expect(cancelled).toMatchObject({ Status: 'cancelled', Balance: 10 });
      await ops(t(), 'POST', `/ops-api/trading/games/${g.id}/finish`, {
        result: { score: { home: 1, away: 1 } },
      });
      await until(async () =>
        (await orders(cookie, 'auto')).every((o: { status: string }) => o.status !== 'waiting'),
      );
      expect(
        (await orders(cookie, 'auto')).find((o: { id: number }) => o.id === second.AutoBetId).status,
      ).toBe('released');
      expect(await balanceOf(t(), accountId)).toBe(20);
      await ledgerIsSound(t());
    });

    it('takes a VIP bet only where the country allows it and over the maximum stake', async () => {
      const g = await game(t());
      const { cookie } = await bettor(t(), 7000);
      const bid = (vip: number) =>
        betAs(t(), cookie, { Events: [leg(g)], VIPBetSumm: vip, CheckCf: 2 }, `${SECURE}/MakeBetBidWeb`);
      expect(refusalOf(await bid(6000)).code).toBe(200004);
      await configure(t(), {}, { geo: { vipBetAllowed: { default: true, byCountry: {} } } });
      expect(refusalOf(await bid(10)).code).toBe(200005);
    });

    it('queues VIP bets by country for an operator, who accepts one and declines another', async () => {
      await configure(t(), {}, { geo: { vipBetAllowed: { default: true, byCountry: {} } } });
      const g = await game(t());
      const { cookie, player, accountId } = await bettor(t(), 13_000);
      await t().app.ctx.db.updateTable('users').set({ country_id: KZ }).where('id', '=', player.id).execute();
      const bid = (T: number) =>
        betAs(
          t(),
          cookie,
          { Events: [leg(g, '0:1', T)], VIPBetSumm: 6000, CheckCf: 2 },
          `${SECURE}/MakeBetBidWeb`,
        );
      const first = valueOf<OrderAnswer>(await bid(1));
      const second = valueOf<OrderAnswer>(await bid(2));
      expect(first.VipBidId).toBeGreaterThan(0);
      expect(await balanceOf(t(), accountId)).toBe(1000);
      const queue = await ops<{ bids: { id: number; countryIso: string }[] }>(
        t(),
        'GET',
        '/ops-api/betting/vip-bids?country=kz',
      );
      expect(queue.bids.map((b) => b.id)).toEqual(expect.arrayContaining([first.VipBidId, second.VipBidId]));
      expect(
        (await ops<{ bids: unknown[] }>(t(), 'GET', '/ops-api/betting/vip-bids?country=TR')).bids,
      ).toEqual([]);
      const accepted = await ops<{ bid: { status: string; betId: number } }>(
        t(),
        'POST',
        `/ops-api/betting/vip-bids/${first.VipBidId}/accept`,
        {},
      );
      expect(accepted.bid.status).toBe('placed');
      expect(await betView(t(), cookie, accepted.bid.betId)).toMatchObject({
        status: 'open',
        stake: '6000.00',
      });
      const declined = await ops<{ bid: { status: string } }>(
        t(),
        'POST',
        `/ops-api/betting/vip-bids/${second.VipBidId}/decline`,
        { reason: 'too high' },
      );
      expect(declined.bid.status).toBe('declined');
      expect(await balanceOf(t(), accountId)).toBe(7000);
      const page = await orders(cookie, 'manager');
      expect(page.map((b: { status: string }) => b.status).sort()).toEqual(['declined', 'placed']);
      expect(page.find((b: { status: string }) => b.status === 'declined').reason).toBe('too high');
      await ledgerIsSound(t());
    });
  },
  BETTING_APP,
);
