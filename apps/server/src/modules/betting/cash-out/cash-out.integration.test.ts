import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import type { FeedGame } from '../../feed/feed-model';
import {
  BETTING_APP,
  OPEN,
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
  settleNow,
  valueOf,
} from '../testing/betting-test-support';

interface Sale {
  Id: number;
  SaleSumm: number;
  Balance: number;
  StakeLeft: number;
  Status: string;
}

describeEachDatabase(
  'cash-out',
  (t) => {
    beforeAll(async () => {
      await configure(t(), {});
    });

    const place = async (cookie: string, body: object) =>
      valueOf<{ Id: number }>(await betAs(t(), cookie, { CheckCf: 2, Vid: 0, Summ: 10, ...body })).Id;
    const sell = (cookie: string, payload: object) => betAs(t(), cookie, payload, `${SECURE}/SaleBet`);

    it('values a running bet from the prices now with the margin, and the value moves with the price', async () => {
      const g = await game(t());
      const { cookie } = await bettor(t(), 20);
      const id = await place(cookie, { Events: [leg(g, '0:1', 1)] });
      expect((await betView(t(), cookie, id)).cashOut).toEqual({
        available: true,
        value: '9.50',
        tax: '0.00',
        reason: null,
      });
      const accepted = leg(g, '0:1', 1).Coef;
      const moved = await ops<FeedGame>(t(), 'PUT', `/ops-api/trading/games/${g.id}/prices`, {
        marketKey: '0:1',
        T: 1,
        price: accepted / 2,
      });
      await feedHas(t(), g.id, moved.version);
      const current = leg(moved, '0:1', 1).Coef;
      const expected = Math.floor(((10 * accepted) / current) * 0.95 * 100) / 100;
      expect(Number((await betView(t(), cookie, id)).cashOut.value)).toBeCloseTo(expected, 2);
      const values = valueOf<{ Id: number; SaleSumm: number }[]>(
        await betAs(t(), cookie, { SaleBetIds: [id] }, `${SECURE}/GetSaleSumm`),
      );
      expect(values[0]!.SaleSumm).toBeCloseTo(expected, 2);
      const coupon = valueOf<{ SaleSumm: number }>(
        await t().injectAs(cookie, {
          method: 'POST',
          url: `${OPEN}/UpdateCoupon`,
          payload: { Events: [leg(moved)], SaleBetId: id },
        }),
      );
      expect(coupon.SaleSumm).toBeCloseTo(expected, 2);
    });

    it('sells a whole bet for the value shown, once', async () => {
      const g = await game(t());
      const { cookie, accountId } = await bettor(t(), 10);
      const id = await place(cookie, { Events: [leg(g, '0:1', 2)] });
      const sale = valueOf<Sale>(await sell(cookie, { SaleBetId: id, SaleSumm: 9.5 }));
      expect(sale).toMatchObject({ Id: id, SaleSumm: 9.5, Balance: 9.5, StakeLeft: 0, Status: 'sold' });
      expect(await betView(t(), cookie, id)).toMatchObject({
        status: 'sold',
        statusCode: 4,
        sold: '9.50',
        openStake: '0.00',
      });
      expect(refusalOf(await sell(cookie, { SaleBetId: id })).code).toBe(200011);
      expect(await balanceOf(t(), accountId)).toBe(9.5);
      await ledgerIsSound(t());
    });

    it('sells part of the stake; the bet runs on and settles on the rest', async () => {
      const g = await game(t());
      const { cookie, accountId } = await bettor(t(), 10);
      const id = await place(cookie, { Events: [leg(g, '0:1', 1)] });
      const price = leg(g, '0:1', 1).Coef;
      const sale = valueOf<Sale>(await sell(cookie, { saleBetId: id, summ: 4 }));
      expect(sale).toMatchObject({ SaleSumm: 3.8, StakeLeft: 6, Status: 'open' });
      expect(await betView(t(), cookie, id)).toMatchObject({ status: 'open', openStake: '6.00' });
      await ops(t(), 'POST', `/ops-api/trading/games/${g.id}/finish`, {
        result: { score: { home: 1, away: 0 } },
      });
      await settleNow(t());
      const settled = await betView(t(), cookie, id);
      expect(Number(settled.paid)).toBeCloseTo(Math.floor(600 * price) / 100, 2);
      expect(await balanceOf(t(), accountId)).toBeCloseTo(3.8 + Number(settled.paid), 2);
      await ledgerIsSound(t());
    });

    it('shows the payout tax in the value; a part sells for its share less the cent the web allows for rounding', async () => {
      const taxes = {
        taxType: 2,
        betTaxPercent: 0,
        payoutTaxPercent: 20,
        winAmountThreshold: 0,
        coefThreshold: 0,
        hasReturnTax: false,
      };
      await configure(t(), { rules: { taxes: { default: taxes, byCountry: {} } } });
      try {
        const g = await game(t());
        const priced = async (price: number) => {
          const moved = await ops<FeedGame>(t(), 'PUT', `/ops-api/trading/games/${g.id}/prices`, {
            marketKey: '0:1',
            T: 1,
            price,
          });
          await feedHas(t(), g.id, moved.version);
          return moved;
        };
        const { cookie, accountId } = await bettor(t(), 10);
        const id = await place(cookie, { Events: [leg(await priced(4), '0:1', 1)] });
        await priced(2);
        // 10 × 4 / 2 × 0.95 = 19.00; 20% of the 9.00 won withheld.
        expect((await betView(t(), cookie, id)).cashOut).toEqual({
          available: true,
          value: '17.20',
          tax: '1.80',
          reason: null,
        });
        // The web promises 3/10 of 17.20 less a cent (cashOutPartValue: 5.15); the part, valued and taxed on its
        // own, pays 5.70 − 0.54.
        const part = valueOf<Sale>(await sell(cookie, { SaleBetId: id, Summ: '3.00', SaleSumm: '5.15' }));
        expect(part).toMatchObject({ SaleSumm: 5.16, StakeLeft: 7, Status: 'open' });
        expect(await betView(t(), cookie, id)).toMatchObject({
          status: 'open',
          stake: '10.00',
          openStake: '7.00',
          sold: '5.16',
          cashOut: { available: true, value: '12.04', tax: '1.26' },
        });
        const rest = valueOf<Sale>(await sell(cookie, { SaleBetId: id, Summ: '7.00', SaleSumm: '12.04' }));
        expect(rest).toMatchObject({ SaleSumm: 12.04, StakeLeft: 0, Status: 'sold' });
        expect(await betView(t(), cookie, id)).toMatchObject({
          status: 'sold',
          openStake: '0.00',
          sold: '17.20',
        });
        expect(await balanceOf(t(), accountId)).toBe(17.2);
        await ledgerIsSound(t());
      } finally {
        await configure(t(), {});
      }
    });

    it('refuses when the value fell below what the player saw (with the new value), a leg is suspended or lost', async () => {
      const [g, h] = [await game(t()), await game(t())];
      const { cookie } = await bettor(t(), 40);
      const single = await place(cookie, { Events: [leg(g, '0:1', 1)] });
      const fell = refusalOf(await sell(cookie, { SaleBetId: single, SaleSumm: 9.6 }));
      expect(fell).toEqual({ code: 200010, value: { SaleSumm: 9.5 } });
      const suspended = await ops<FeedGame>(t(), 'POST', `/ops-api/trading/games/${g.id}/suspend`, {
        marketKey: '0:1',
      });
      await feedHas(t(), g.id, suspended.version);
      expect(refusalOf(await sell(cookie, { SaleBetId: single })).code).toBe(113);
      expect((await betView(t(), cookie, single)).cashOut).toMatchObject({
        available: false,
        reason: 'suspended',
      });
      const other = await game(t());
      const express = await place(cookie, { Events: [leg(h, '0:1', 1), leg(other, '0:1', 1)], Vid: 1 });
      await ops(t(), 'POST', `/ops-api/trading/games/${h.id}/finish`, {
        result: { score: { home: 0, away: 1 } },
      });
      await settleNow(t());
      expect(await betView(t(), cookie, express)).toMatchObject({ status: 'lost' });
      const power = await place(cookie, { Events: [leg(other, '0:8', 4)], IsPowerBet: true });
      expect(refusalOf(await sell(cookie, { SaleBetId: power })).code).toBe(200011);
      await ledgerIsSound(t());
    });

    it('sells a running bet and places the new one in one go (MakeBetWeb with SaleBetId)', async () => {
      const g = await game(t());
      const { cookie, accountId } = await bettor(t(), 10);
      const first = await place(cookie, { Events: [leg(g, '0:1', 1)] });
      const second = valueOf<{ Id: number; Balance: number }>(
        await betAs(t(), cookie, { Events: [leg(g, '0:1', 3)], Summ: 9, CheckCf: 2, SaleBetId: first }),
      );
      expect(second.Balance).toBe(0.5);
      expect(await betView(t(), cookie, first)).toMatchObject({ status: 'sold' });
      expect(await balanceOf(t(), accountId)).toBe(0.5);
      await ledgerIsSound(t());
    });
  },
  BETTING_APP,
);
