import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../../test/harness/test-app';
import { FEED_SETTLEMENT_CHANNEL } from '../../trading/engine/trading-engine';
import type { FeedGame } from '../../feed/feed-model';
import {
  BETTING_APP,
  balanceOf,
  betAs,
  betView,
  bettor,
  configure,
  game,
  leg,
  ledgerIsSound,
  ops,
  outcomeOf,
  settleNow,
  valueOf,
} from '../testing/betting-test-support';

const finish = (t: TestApp, g: FeedGame, home: number, away: number) =>
  ops(t, 'POST', `/ops-api/trading/games/${g.id}/finish`, { result: { score: { home, away } } });
const correct = (t: TestApp, g: FeedGame, home: number, away: number) =>
  ops(t, 'POST', `/ops-api/trading/games/${g.id}/correction`, { result: { score: { home, away } } });

/** floor(stake × Π prices) in cents, prices in thousandths. */
const pays = (stakeCents: number, ...prices: number[]) =>
  Number((BigInt(stakeCents) * prices.reduce((p, c) => p * BigInt(c), 1n)) / 1000n ** BigInt(prices.length));

describeEachDatabase(
  'settlement over whole games driven by the operator',
  (t) => {
    beforeAll(async () => {
      await configure(t(), {});
    });

    const place = async (cookie: string, body: object) =>
      valueOf<{ Id: number }>(await betAs(t(), cookie, { CheckCf: 2, Vid: 0, ...body })).Id;

    it('settles singles won and lost and pays the winner through the ledger', async () => {
      const g = await game(t());
      const home = await bettor(t(), 100);
      const draw = await bettor(t(), 100);
      const homeBet = await place(home.cookie, { Events: [leg(g, '0:1', 1)], Summ: 10 });
      const drawBet = await place(draw.cookie, { Events: [leg(g, '0:1', 2)], Summ: 10 });
      await finish(t(), g, 2, 1);
      await settleNow(t());
      const price = outcomeOf(g, '0:1', 1).C;
      expect(await betView(t(), home.cookie, homeBet)).toMatchObject({
        status: 'won',
        statusCode: 1,
        legs: [{ result: 'won' }],
      });
      expect(await betView(t(), draw.cookie, drawBet)).toMatchObject({ status: 'lost', paid: '0.00' });
      expect(await balanceOf(t(), home.accountId)).toBeCloseTo(90 + pays(1000, price) / 100, 2);
      expect(await balanceOf(t(), draw.accountId)).toBe(90);
      await ledgerIsSound(t());
    });

    it('settles an express, a system 2/3 and an anti-express over their legs, half results included', async () => {
      const [a, b, c] = [await game(t()), await game(t()), await game(t())];
      const { cookie, accountId } = await bettor(t(), 100);
      const legs = [leg(a, '0:1', 1), leg(b, '0:17:2.25', 9), leg(c, '0:1', 3)];
      const prices = [outcomeOf(a, '0:1', 1).C, outcomeOf(b, '0:17:2.25', 9).C, outcomeOf(c, '0:1', 3).C];
      const express = await place(cookie, { Events: legs.slice(0, 2), Vid: 1, Summ: 10 });
      const system = await place(cookie, { Events: legs, Vid: 3, expressNum: 2, Summ: 30 });
      const anti = await place(cookie, { Events: [legs[0], legs[2]], Vid: 4, Summ: 10 });
      const antiPrice = Math.round((await betView(t(), cookie, anti)).price * 1000);
      // a: home wins (won); b: two goals against over 2.25 (half-lost); c: away loses (lost).
      await finish(t(), a, 1, 0);
      await finish(t(), b, 1, 1);
      await finish(t(), c, 2, 0);
      await settleNow(t());
      const expressView = await betView(t(), cookie, express);
      expect(expressView.legs.map((l: { result: string }) => l.result)).toEqual(['won', 'half-lost']);
      expect(expressView.paid).toBe((pays(1000, prices[0]!) / 200).toFixed(2));
      // System 2/3 of 30.00: only the a-b combination survives, at a's price times one half.
      expect((await betView(t(), cookie, system)).paid).toBe(
        (Math.floor(pays(1000, prices[0]!) / 2) / 100).toFixed(2),
      );
      expect(await betView(t(), cookie, anti)).toMatchObject({
        status: 'won',
        paid: (pays(1000, antiPrice) / 100).toFixed(2),
      });
      const paid = [
        expressView.paid,
        (await betView(t(), cookie, system)).paid,
        (await betView(t(), cookie, anti)).paid,
      ];
      expect(await balanceOf(t(), accountId)).toBeCloseTo(
        50 + paid.reduce((s: number, p: string) => s + Number(p), 0),
        2,
      );
      await ledgerIsSound(t());
    });

    it('reverses and re-applies a corrected result, booking what the wallet no longer holds as owed', async () => {
      const g = await game(t());
      const { cookie, accountId, player } = await bettor(t(), 10);
      const id = await place(cookie, { Events: [leg(g, '0:1', 1)], Summ: 10 });
      await finish(t(), g, 2, 0);
      await settleNow(t());
      const won = await betView(t(), cookie, id);
      expect(won.status).toBe('won');
      const afterWin = await balanceOf(t(), accountId);
      await correct(t(), g, 0, 1);
      await settleNow(t());
      expect(await betView(t(), cookie, id)).toMatchObject({ status: 'lost', paid: '0.00' });
      expect(await balanceOf(t(), accountId)).toBe(0);
      await correct(t(), g, 3, 0);
      await settleNow(t());
      expect(await betView(t(), cookie, id)).toMatchObject({ status: 'won', paid: won.paid });
      expect(await balanceOf(t(), accountId)).toBe(afterWin);
      await ledgerIsSound(t());
      // The winnings are spent, then the result is corrected again: the wallet stays at zero, the rest is owed.
      await ops(t(), 'POST', '/ops-api/ledger/adjustments', {
        userId: player.id,
        direction: 'debit',
        amount: afterWin,
        reason: 'withdrawal',
        idempotencyKey: `spend-${player.id}`,
      });
      await correct(t(), g, 0, 2);
      await settleNow(t());
      expect(await balanceOf(t(), accountId)).toBe(0);
      const accounts = await ops<{ accounts: { kind: string; balanceMinor: string }[] }>(
        t(),
        'GET',
        `/ops-api/ledger/accounts?userId=${player.id}`,
      );
      const owed = accounts.accounts.find((account) => account.kind === 'advance_credit');
      expect(BigInt(owed!.balanceMinor)).toBe(-BigInt(Math.round(Number(won.paid) * 100)));
      await ledgerIsSound(t());
    });

    it('refunds a voided market and a cancelled game', async () => {
      const g = await game(t());
      const h = await game(t());
      const { cookie, accountId } = await bettor(t(), 30);
      const onMarket = await place(cookie, { Events: [leg(g, '0:8', 4)], Summ: 10 });
      const onGame = await place(cookie, { Events: [leg(h, '0:1', 1)], Summ: 10 });
      const express = await place(cookie, {
        Events: [leg(g, '0:8', 4), leg(h, '0:17:2.5', 9)],
        Vid: 1,
        Summ: 10,
      });
      await ops(t(), 'POST', `/ops-api/trading/games/${g.id}/void`, { marketKey: '0:8' });
      await ops(t(), 'POST', `/ops-api/trading/games/${h.id}/cancel`);
      await settleNow(t());
      expect(await betView(t(), cookie, onMarket)).toMatchObject({
        status: 'refund',
        statusCode: 3,
        paid: '10.00',
      });
      expect(await betView(t(), cookie, onGame)).toMatchObject({ status: 'refund', paid: '10.00' });
      expect(await betView(t(), cookie, express)).toMatchObject({ status: 'refund', paid: '10.00' });
      expect(await balanceOf(t(), accountId)).toBe(30);
      await ledgerIsSound(t());
    });

    it('pays a power bet’s boost and withholds the stake and payout taxes', async () => {
      const taxes = {
        taxType: 3,
        betTaxPercent: 10,
        payoutTaxPercent: 20,
        winAmountThreshold: 0,
        coefThreshold: 0,
        hasReturnTax: false,
      };
      await configure(t(), { rules: { taxes: { default: taxes, byCountry: {} } } });
      try {
        const g = await game(t());
        const { cookie, accountId } = await bettor(t(), 100);
        const price = outcomeOf(g, '0:1', 1).C;
        const id = await place(cookie, {
          Events: [leg(g, '0:1', 1)],
          Summ: 10,
          IsPowerBet: true,
          promo: 'SPRING',
        });
        expect(await betView(t(), cookie, id)).toMatchObject({
          stakeTax: '1.00',
          promo: 'SPRING',
          boostKind: 'power',
        });
        await finish(t(), g, 2, 0);
        await settleNow(t());
        const exact = (900 * price) / 1000;
        const payout = Math.floor(exact);
        const boost = Math.floor(((exact - 900) * 5) / 100);
        const tax = Math.floor(((payout + boost - 900) * 20) / 100);
        const paid = payout + boost - tax;
        expect(await betView(t(), cookie, id)).toMatchObject({
          status: 'won',
          payout: (payout / 100).toFixed(2),
          boost: (boost / 100).toFixed(2),
          payoutTax: (tax / 100).toFixed(2),
          paid: (paid / 100).toFixed(2),
        });
        expect(await balanceOf(t(), accountId)).toBeCloseTo(90 + paid / 100, 2);
        await ledgerIsSound(t());
      } finally {
        await configure(t(), {});
      }
    });

    it('repays the advance credit from winnings, and voids running advance bets no regular bet covers', async () => {
      const [a, b, c] = [await game(t()), await game(t()), await game(t())];
      const { cookie, accountId, player } = await bettor(t(), 100);
      const credit = async () => {
        const { accounts } = await ops<{ accounts: { kind: string; balanceMinor: string }[] }>(
          t(),
          'GET',
          `/ops-api/ledger/accounts?userId=${player.id}`,
        );
        return Number(accounts.find((account) => account.kind === 'advance_credit')?.balanceMinor ?? 0) / 100;
      };
      const winner = await place(cookie, { Events: [leg(a, '0:1', 1)], Summ: 40 });
      const loser = await place(cookie, { Events: [leg(b, '0:1', 1)], Summ: 40 });
      const advance = await place(cookie, { Events: [leg(c, '0:1', 1)], Summ: 20, avanceBet: true });
      expect(await betView(t(), cookie, advance)).toMatchObject({ advance: true, status: 'open' });
      expect(await credit()).toBe(-20);
      await finish(t(), a, 1, 0);
      await settleNow(t());
      const won = Number((await betView(t(), cookie, winner)).paid);
      expect(await credit()).toBe(0);
      expect(await balanceOf(t(), accountId)).toBeCloseTo(20 + won - 20, 2);
      await finish(t(), b, 0, 1);
      await settleNow(t());
      expect(await betView(t(), cookie, loser)).toMatchObject({ status: 'lost' });
      // The advance was repaid from the winnings, so its voided stake comes back to the wallet.
      expect(await betView(t(), cookie, advance)).toMatchObject({ status: 'refund', paid: '20.00' });
      expect(await credit()).toBe(0);
      expect(await balanceOf(t(), accountId)).toBeCloseTo(20 + won, 2);
      await ledgerIsSound(t());
    });

    it('applies a settlement exactly once, however often it arrives', async () => {
      const g = await game(t());
      const { cookie, accountId } = await bettor(t(), 10);
      const id = await place(cookie, { Events: [leg(g, '0:1', 1)], Summ: 10 });
      await finish(t(), g, 1, 0);
      await settleNow(t());
      const settled = await betView(t(), cookie, id);
      const balance = await balanceOf(t(), accountId);
      const rows = await ops<{ seq: number }[]>(t(), 'GET', `/ops-api/trading/settlements?gameId=${g.id}`);
      const event = { seq: rows[0]!.seq, gameId: g.id, corrected: false, settlements: rows };
      await t().app.ctx.bus.publish(FEED_SETTLEMENT_CHANNEL, event);
      await t().app.ctx.bus.publish(FEED_SETTLEMENT_CHANNEL, event);
      await t().app.ctx.db.updateTable('betting_cursor').set({ seq: 0 }).execute();
      await settleNow(t());
      expect(await betView(t(), cookie, id)).toEqual(settled);
      expect(await balanceOf(t(), accountId)).toBe(balance);
      const revisions = await t()
        .app.ctx.db.selectFrom('bet_settlements')
        .select('revision')
        .where('bet_id', '=', BigInt(id))
        .execute();
      expect(revisions).toHaveLength(1);
      await ledgerIsSound(t());
    });
  },
  BETTING_APP,
);
