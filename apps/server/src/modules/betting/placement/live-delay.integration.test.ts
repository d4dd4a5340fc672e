import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import type { FeedGame } from '../../feed/feed-model';
import { WALLET_SERVICE } from '../../wallet/wallet.contract';
import { EUR } from '../../wallet/wallet-test-support';
import {
  BETTING_APP,
  balanceOf,
  betAs,
  bettor,
  configure,
  feedHas,
  fund,
  game,
  leg,
  ledgerIsSound,
  ops,
  refusalOf,
  valueOf,
} from '../testing/betting-test-support';

const DELAY_MS = 1000;

interface Answer {
  Id: number;
  waitTime: number;
  betGUID: string;
  SummPrep: number;
  Balance: number;
}

describeEachDatabase(
  'the live delay',
  (t) => {
    let live: FeedGame;

    beforeAll(async () => {
      await configure(t(), { liveBetDelayMs: DELAY_MS });
      live = await game(t());
    });

    const history = async (cookie: string) =>
      (await t().injectAs(cookie, { method: 'POST', url: '/web-api/bets/history', payload: {} })).json().data
        .bets;

    it('answers betGUID and waitTime with the stake held, the remaining wait on a re-post, then the decision', async () => {
      const { cookie, accountId } = await bettor(t(), 50);
      const body = { Events: [leg(live)], Vid: 0, Summ: 10, CheckCf: 2, notWait: true };
      const waiting = valueOf<Answer>(await betAs(t(), cookie, body));
      expect(waiting).toMatchObject({ Id: 0, waitTime: DELAY_MS, SummPrep: 10, Balance: 40 });
      expect(waiting.betGUID).toBeTruthy();
      const again = { ...body, betGUID: waiting.betGUID };
      t().clock.advance(400);
      expect(valueOf<Answer>(await betAs(t(), cookie, again))).toMatchObject({ Id: 0, waitTime: 600 });
      t().clock.advance(600);
      const decided = valueOf<Answer>(await betAs(t(), cookie, again));
      expect(decided.Id).toBeGreaterThan(0);
      expect(decided.waitTime).toBe(0);
      expect(await balanceOf(t(), accountId)).toBe(40);
      expect((await history(cookie))[0]).toMatchObject({ id: decided.Id, status: 'open' });
      await ledgerIsSound(t());
    });

    it('answers a bet accepted beside a held stake with what is left to spend, the hold deducted', async () => {
      const line = await game(t(), { startInSec: 3600 });
      const { cookie, accountId } = await bettor(t(), 50);
      const held = valueOf<Answer>(await betAs(t(), cookie, { Events: [leg(live)], Summ: 10, CheckCf: 2 }));
      expect(held).toMatchObject({ Id: 0, Balance: 40 });
      const accepted = valueOf<Answer>(
        await betAs(t(), cookie, { Events: [leg(line)], Summ: 5, CheckCf: 2 }),
      );
      expect(accepted.Id).toBeGreaterThan(0);
      expect(accepted.Balance).toBe(35);
      expect(await balanceOf(t(), accountId)).toBe(35);
    });

    it('holds the stake of the account made active since the last bet, not the one kept from that bet', async () => {
      const { player, cookie, accountId: usd } = await bettor(t(), 50);
      expect(
        valueOf<Answer>(await betAs(t(), cookie, { Events: [leg(live)], Summ: 10, CheckCf: 2 })).Balance,
      ).toBe(40);
      const { accountId: eur } = await t()
        .app.ctx.services.get(WALLET_SERVICE)
        .openAccount({ userId: player.id, currencyId: EUR });
      const payload = { account_id: eur };
      await t().injectAs(cookie, { method: 'POST', url: '/web-api/user/setactiveaccount', payload });
      await fund(t(), player.id, 30);
      const held = valueOf<Answer>(await betAs(t(), cookie, { Events: [leg(live)], Summ: 5, CheckCf: 2 }));
      expect(held).toMatchObject({ Id: 0, Balance: 25 });
      expect([await balanceOf(t(), usd), await balanceOf(t(), eur)]).toEqual([40, 25]);
    });

    it('is decided by the server when the delay ends, whether or not the client comes back', async () => {
      const { cookie } = await bettor(t(), 10);
      valueOf<Answer>(await betAs(t(), cookie, { Events: [leg(live)], Summ: 1, CheckCf: 2 }));
      expect((await history(cookie))[0]).toMatchObject({ status: 'waiting', statusCode: 5 });
      t().clock.advance(DELAY_MS);
      for (let i = 0; i < 40 && (await history(cookie))[0].status === 'waiting'; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await history(cookie))[0]).toMatchObject({ status: 'open' });
    });

    it('re-checks the price at the end of the delay and releases the stake of a refused bet', async () => {
      const g = await game(t());
      const { cookie, accountId } = await bettor(t(), 10);
      const body = { Events: [leg(g, '0:1', 1)], Summ: 5, CheckCf: 0 };
      const waiting = valueOf<Answer>(await betAs(t(), cookie, body));
      const moved = await ops<FeedGame>(t(), 'PUT', `/ops-api/trading/games/${g.id}/prices`, {
        marketKey: '0:1',
        T: 1,
        price: 1.5,
      });
      await feedHas(t(), g.id, moved.version);
      t().clock.advance(DELAY_MS);
      const again = { ...body, betGUID: waiting.betGUID };
      expect(refusalOf(await betAs(t(), cookie, again)).code).toBe(130);
      expect(refusalOf(await betAs(t(), cookie, again)).code).toBe(130);
      expect(await balanceOf(t(), accountId)).toBe(10);
      expect((await history(cookie))[0]).toMatchObject({ status: 'refused', statusCode: 6, refuseCode: 130 });
      await ledgerIsSound(t());
    });

    it('drops a bet whose score changed during the delay only with DropOnScoreChange', async () => {
      const g = await game(t());
      const { cookie } = await bettor(t(), 10);
      const dropped = valueOf<Answer>(
        await betAs(t(), cookie, {
          Events: [leg(g, '0:8', 5)],
          Summ: 1,
          CheckCf: 2,
          DropOnScoreChange: true,
        }),
      );
      const kept = valueOf<Answer>(
        await betAs(t(), cookie, { Events: [leg(g, '0:8', 5)], Summ: 1, CheckCf: 2 }),
      );
      const scored = await ops<FeedGame>(t(), 'POST', `/ops-api/trading/games/${g.id}/incidents`, {
        kind: 'score',
        side: 'home',
      });
      await feedHas(t(), g.id, scored.version);
      t().clock.advance(DELAY_MS);
      const repost = (answer: Answer, extra: object) =>
        betAs(t(), cookie, {
          Events: [leg(g, '0:8', 5)],
          Summ: 1,
          CheckCf: 2,
          betGUID: answer.betGUID,
          ...extra,
        });
      expect(refusalOf(await repost(dropped, { DropOnScoreChange: true })).code).toBe(157094);
      expect(valueOf<Answer>(await repost(kept, {})).Id).toBeGreaterThan(0);
    });
  },
  BETTING_APP,
);
