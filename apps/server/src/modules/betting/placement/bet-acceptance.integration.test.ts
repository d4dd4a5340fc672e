import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import { AUTH_SERVICE } from '../../auth/auth.service';
import { WALLET_SERVICE } from '../../wallet/wallet.contract';
import { EUR } from '../../wallet/wallet-test-support';
import type { FeedGame } from '../../feed/feed-model';
import {
  BETTING_APP,
  MAKE_BET,
  SECURE,
  balanceOf,
  betAs,
  betView,
  bettor,
  configure,
  feedHas,
  fund,
  game,
  leg,
  ledgerIsSound,
  login,
  ops,
  outcomeOf,
  refusalOf,
  valueOf,
} from '../testing/betting-test-support';

interface Answer {
  Id: number;
  Ids: number[];
  Balance: number;
  Coupon: {
    Summ: number;
    Coef: number;
    Vid: number;
    Events: { GameId: number; Kind: number; Coef: number }[];
  };
  waitTime: number;
  betGUID: string;
  lnC: number;
}

describeEachDatabase(
  'bet acceptance',
  (t) => {
    let games: FeedGame[];
    let line: FeedGame;

    beforeAll(async () => {
      await configure(t(), {});
      games = [];
      for (let i = 0; i < 5; i++) games.push(await game(t()));
      line = await game(t(), { startInSec: 3600 });
    });

    const single = (g: FeedGame, extra: object = {}) => ({ Events: [leg(g)], Vid: 0, Summ: 1, ...extra });

    it('accepts a single with the stake moved to bets in play, as spec/coupon-format.md shows it', async () => {
      const { cookie, accountId } = await bettor(t(), 100);
      const selection = leg(games[0]!);
      const body = { UserId: 0, Events: [selection], Vid: 0, Summ: 10, partner: 1, Lng: 'en', CheckCf: 0 };
      const value = valueOf<Answer>(await betAs(t(), cookie, body));
      expect(value).toMatchObject({
        Balance: 90,
        waitTime: 0,
        Coupon: { Summ: 10, Coef: selection.Coef, Vid: 0 },
      });
      expect(value.Id).toBeGreaterThan(0);
      expect(await balanceOf(t(), accountId)).toBe(90);
      expect(await betView(t(), cookie, value.Id)).toMatchObject({
        status: 'open',
        statusCode: 0,
        stake: '10.00',
        kind: 'single',
        legs: [{ gameId: games[0]!.id, T: 1, kind: 'live' }],
      });
      await ledgerIsSound(t());
    });

    it('takes the stake from the account made active since the last bet, not the one kept from that bet', async () => {
      const { player, cookie, accountId: usd } = await bettor(t(), 100);
      expect(valueOf<Answer>(await betAs(t(), cookie, single(games[0]!))).Balance).toBe(99);
      const { accountId: eur } = await t()
        .app.ctx.services.get(WALLET_SERVICE)
        .openAccount({ userId: player.id, currencyId: EUR });
      const switched = await t().injectAs(cookie, {
        method: 'POST',
        url: '/web-api/user/setactiveaccount',
        payload: { account_id: eur },
      });
      expect(switched.statusCode).toBe(200);
      await fund(t(), player.id, 50);
      expect(valueOf<Answer>(await betAs(t(), cookie, single(games[0]!, { Summ: 2 }))).Balance).toBe(48);
      expect(await balanceOf(t(), usd)).toBe(99);
      expect(await balanceOf(t(), eur)).toBe(48);
      await ledgerIsSound(t());
    });

    it('accepts an express, a system 2/3 and an anti-express at their prices', async () => {
      const { cookie } = await bettor(t(), 100);
      const legs = games.slice(0, 3).map((g) => leg(g));
      const express = valueOf<Answer>(await betAs(t(), cookie, { Events: legs, Vid: 1, Summ: 2 }));
      const product = legs.reduce((p, l) => p * Math.round(l.Coef * 1000), 1) / 1000 ** 3;
      expect(express.Coupon.Coef).toBeCloseTo(Math.floor(product * 1000) / 1000, 6);
      const system = valueOf<Answer>(
        await betAs(t(), cookie, { Events: legs, Vid: 3, expressNum: 2, Summ: 3 }),
      );
      expect(await betView(t(), cookie, system.Id)).toMatchObject({ kind: 'system', systemSize: 2, vid: 3 });
      const anti = valueOf<Answer>(await betAs(t(), cookie, { Events: legs.slice(0, 2), Vid: 4, Summ: 1 }));
      const antiView = await betView(t(), cookie, anti.Id);
      expect(antiView).toMatchObject({ kind: 'anti', vid: 4 });
      expect(antiView.price).toBeGreaterThan(1);
    });

    it('takes a multi coupon (Vid 2) as several bets from EventsIndexes and GroupsSumms', async () => {
      const { cookie, accountId } = await bettor(t(), 20);
      const legs = games.slice(0, 3).map((g) => leg(g));
      const value = valueOf<Answer>(
        await betAs(t(), cookie, { Events: legs, Vid: 2, EventsIndexes: [[0, 1], [2]], GroupsSumms: [2, 3] }),
      );
      expect(value.Ids).toHaveLength(2);
      expect(value.Coupon).toMatchObject({ Summ: 5, Vid: 2 });
      expect(await balanceOf(t(), accountId)).toBe(15);
      expect(await betView(t(), cookie, value.Ids[0]!)).toMatchObject({ kind: 'express', stake: '2.00' });
      expect(await betView(t(), cookie, value.Ids[1]!)).toMatchObject({ kind: 'single', stake: '3.00' });
    });

    it('takes several singles at once (Vid 2, GroupsSumms only) as a bet per leg, each its own row', async () => {
      const { cookie, accountId } = await bettor(t(), 20);
      const legs = games.slice(0, 2).map((g) => leg(g));
      const value = valueOf<Answer>(
        await betAs(t(), cookie, { Events: legs, Vid: 2, GroupsSumms: [4, 2.5] }),
      );
      expect(value.Ids).toHaveLength(2);
      expect(value.Ids[0]).not.toBe(value.Ids[1]);
      expect(value).toMatchObject({ Id: value.Ids[0], Balance: 13.5, Coupon: { Summ: 6.5, Vid: 2 } });
      expect(await balanceOf(t(), accountId)).toBe(13.5);
      for (const [index, stake] of ['4.00', '2.50'].entries())
        expect(await betView(t(), cookie, value.Ids[index]!)).toMatchObject({
          kind: 'single',
          stake,
          legs: [{ gameId: games[index]!.id }],
        });
      await ledgerIsSound(t());
      const refused = refusalOf(await betAs(t(), cookie, { Events: legs, Vid: 2, GroupsSumms: [1, 0.01] }));
      expect(refused).toMatchObject({ code: 105593, value: { minBet: 0.2, GroupIndex: 1 } });
      expect(await balanceOf(t(), accountId)).toBe(13.5);
    });

    it('answers MakeBetWebMulti per coupon and putbetscommon from JSON, the form-encoded body and its alias', async () => {
      const { cookie } = await bettor(t(), 50);
      const multi = valueOf<{ Id: number; ErrorCode?: number }[]>(
        await betAs(
          t(),
          cookie,
          {
            Coupons: [
              single(games[0]!),
              { Events: [{ GameId: 999_999_999, Type: 1, Coef: 2, Kind: 1 }], Summ: 1 },
            ],
          },
          `${SECURE}/MakeBetWebMulti`,
        ),
      );
      expect(multi[0]!.Id).toBeGreaterThan(0);
      expect(multi[1]).toMatchObject({ Id: 0, ErrorCode: 141 });
      const json = valueOf<Answer>(
        await betAs(t(), cookie, { coupon: single(games[1]!) }, '/web-api/datalinelive/putbetscommon'),
      );
      expect(json.Id).toBeGreaterThan(0);
      const selection = leg(games[2]!);
      const form = await t().injectAs(cookie, {
        method: 'POST',
        url: '/datalinelive/putbetscommon',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `Events[0][GameId]=${selection.GameId}&Events[0][Type]=1&Events[0][Coef]=${selection.Coef}&Events[0][Param]=0&Events[0][Kind]=1&Summ=1&Vid=0&CheckCf=2`,
      });
      expect(valueOf<Answer>(form).Id).toBeGreaterThan(0);
    });

    it('reads the spec names of the fields as aliases of the wire names', async () => {
      const { cookie } = await bettor(t(), 10);
      const value = valueOf<Answer>(
        await betAs(t(), cookie, {
          couponEvents: [leg(games[0]!)],
          vid: 0,
          summ: '1.5',
          checkCf: 2,
          betGuid: 'spec-names-1',
        }),
      );
      expect(value).toMatchObject({ betGUID: 'spec-names-1', Coupon: { Summ: 1.5 } });
    });

    it('makes betGUID idempotent: a repeat answers the same bet and moves nothing; other legs or stake are 200002', async () => {
      const { cookie, accountId } = await bettor(t(), 10);
      const body = { ...single(games[0]!), betGUID: 'guid-idem-1' };
      const first = valueOf<Answer>(await betAs(t(), cookie, body));
      const again = valueOf<Answer>(await betAs(t(), cookie, body));
      expect(again.Id).toBe(first.Id);
      expect(await balanceOf(t(), accountId)).toBe(9);
      expect(refusalOf(await betAs(t(), cookie, { ...body, Summ: 2 })).code).toBe(200002);
      const concurrent = await Promise.all(
        Array.from({ length: 5 }, () => betAs(t(), cookie, { ...single(games[1]!), betGUID: 'guid-race-1' })),
      );
      expect(new Set(concurrent.map((r) => valueOf<Answer>(r).Id)).size).toBe(1);
      expect(await balanceOf(t(), accountId)).toBe(8);
    });

    it.each([
      ['an unknown game', () => ({ Events: [{ GameId: 999_999_999, Type: 1, Coef: 2, Kind: 1 }] }), 141],
      ['an outcome not offered', () => ({ Events: [{ ...leg(games[0]!), Type: 99_999 }] }), 129],
      ['a line that moved', () => ({ Events: [{ ...leg(games[0]!, '0:17:2.5', 9), Param: 2.6 }] }), 148],
      ['two legs of one game', () => ({ Events: [leg(games[0]!), leg(games[0]!, '0:8', 4)], Vid: 1 }), 308],
      [
        'a game with its own sub-game',
        () => ({
          Events: [leg(games[0]!), { GameId: games[0]!.subGames[0]!.id, Type: 1, Coef: 0, Kind: 1 }],
          Vid: 1,
        }),
        308,
      ],
      ['51 events', () => ({ Events: Array.from({ length: 51 }, () => leg(games[0]!)), Vid: 1 }), 157972],
      [
        'a system of 21',
        () => ({ Events: Array.from({ length: 21 }, () => leg(games[0]!)), Vid: 3, expressNum: 2 }),
        168,
      ],
      ['a multi of 21', () => ({ Events: Array.from({ length: 21 }, () => leg(games[0]!)), Vid: 2 }), 168],
      [
        'a system size that does not fit',
        () => ({ Events: games.slice(0, 3).map((g) => leg(g)), Vid: 3, expressNum: 3 }),
        200003,
      ],
      ['a zero stake', () => ({ Events: [leg(games[0]!)], Summ: 0 }), 102767],
      ['a stake with more decimals than USD', () => ({ Events: [leg(games[0]!)], Summ: '1.234' }), 102767],
      ['a stake below the USD minimum', () => ({ Events: [leg(games[0]!)], Summ: 0.1 }), 105593],
      [
        'a power bet over its maximum',
        () => ({ Events: [leg(games[0]!)], Summ: 150, IsPowerBet: true }),
        200008,
      ],
    ])('refuses %s with HTTP 200 and its code', async (_name, body, code) => {
      const { cookie, accountId } = await bettor(t(), 200);
      expect(refusalOf(await betAs(t(), cookie, { Vid: 0, Summ: 1, CheckCf: 2, ...body() })).code).toBe(code);
      expect(await balanceOf(t(), accountId)).toBe(200);
    });

    it('refuses a stake over the maximum with maxBet, and more than the wallet holds with 200001', async () => {
      const { cookie, player, accountId } = await bettor(t(), 5);
      expect(refusalOf(await betAs(t(), cookie, single(games[0]!, { Summ: 10 }))).code).toBe(200001);
      await fund(t(), player.id, 7000);
      const over = refusalOf(await betAs(t(), cookie, single(games[0]!, { Summ: 6000 })));
      expect(over.code).toBe(109);
      expect((over.value as { maxBet: number }).maxBet).toBeLessThanOrEqual(5000);
      expect(await balanceOf(t(), accountId)).toBe(7005);
    });

    it('counts CalcSystemsMin: the minimum stake per combination', async () => {
      const { cookie } = await bettor(t(), 10);
      const body = { Events: games.slice(0, 3).map((g) => leg(g)), Vid: 3, expressNum: 2, Summ: 0.4 };
      expect(valueOf<Answer>(await betAs(t(), cookie, body)).Id).toBeGreaterThan(0);
      expect(refusalOf(await betAs(t(), cookie, { ...body, CalcSystemsMin: true })).code).toBe(105593);
    });

    it('applies the price policy: CheckCf 0 refuses a change, 1 takes rises only, 2 any; ApprovedBet approves', async () => {
      const { cookie } = await bettor(t(), 20);
      const selection = leg(games[1]!);
      const higher = { ...selection, Coef: +(selection.Coef + 0.1).toFixed(3) };
      const lower = { ...selection, Coef: +(selection.Coef - 0.05).toFixed(3) };
      const changed = refusalOf(await betAs(t(), cookie, { Events: [higher], Summ: 1, CheckCf: 0 }));
      expect(changed.code).toBe(130);
      expect((changed.value as { Events: { Coef: number }[] }).Events[0]!.Coef).toBe(selection.Coef);
      expect(refusalOf(await betAs(t(), cookie, { Events: [higher], Summ: 1, CheckCf: 1 })).code).toBe(130);
      const rise = valueOf<Answer>(await betAs(t(), cookie, { Events: [lower], Summ: 1, CheckCf: 1 }));
      expect(rise.Coupon.Coef).toBe(selection.Coef);
      expect(
        valueOf<Answer>(await betAs(t(), cookie, { Events: [higher], Summ: 1, CheckCf: 2 })).Id,
      ).toBeGreaterThan(0);
      expect(
        valueOf<Answer>(
          await betAs(t(), cookie, { Events: [higher], Summ: 1, CheckCf: 0, ApprovedBet: true }),
        ).Id,
      ).toBeGreaterThan(0);
    });

    it('refuses a blocked market (113) and a suspended game (132); a line leg of a live game is 142 unless TransformEventKind', async () => {
      const { cookie } = await bettor(t(), 20);
      const g = games[3]!;
      const blocked = await ops<FeedGame>(t(), 'POST', `/ops-api/trading/games/${g.id}/suspend`, {
        marketKey: '0:8',
      });
      await feedHas(t(), g.id, blocked.version);
      expect(
        refusalOf(await betAs(t(), cookie, { Events: [{ ...leg(g), Type: 4, Coef: 0 }], Summ: 1 })).code,
      ).toBe(113);
      const whole = await ops<FeedGame>(t(), 'POST', `/ops-api/trading/games/${g.id}/suspend`, {});
      await feedHas(t(), g.id, whole.version);
      expect(refusalOf(await betAs(t(), cookie, single(g, { CheckCf: 2 }))).code).toBe(132);
      const reopened = await ops<FeedGame>(t(), 'POST', `/ops-api/trading/games/${g.id}/reopen`, {});
      await feedHas(t(), g.id, reopened.version);
      const asLine = { ...leg(games[4]!), Kind: 3 };
      expect(refusalOf(await betAs(t(), cookie, { Events: [asLine], Summ: 1 })).code).toBe(142);
      const transformed = valueOf<Answer>(
        await betAs(t(), cookie, { Events: [asLine], Summ: 1, TransformEventKind: true }),
      );
      expect(transformed.Coupon.Events[0]!.Kind).toBe(1);
    });

    it('takes a line bet only before its game starts', async () => {
      const { cookie } = await bettor(t(), 10);
      const selection = leg(line);
      expect(selection.Kind).toBe(3);
      expect(valueOf<Answer>(await betAs(t(), cookie, { Events: [selection], Summ: 1 })).lnC).toBe(1);
      const now = t().clock.nowMs();
      t().clock.set(line.startAt * 1000);
      try {
        expect(refusalOf(await betAs(t(), cookie, { Events: [selection], Summ: 1 })).code).toBe(132);
      } finally {
        t().clock.set(now);
      }
    });

    it('stores the boosts the player asked for', async () => {
      const { cookie } = await bettor(t(), 20);
      const power = valueOf<Answer>(await betAs(t(), cookie, { ...single(games[0]!), IsPowerBet: true }));
      expect(await betView(t(), cookie, power.Id)).toMatchObject({ boostKind: 'power' });
      const legs = games.slice(0, 3).map((g) =>
        leg(
          g,
          '0:1',
          [1, 2, 3].find((T) => outcomeOf(g, '0:1', T).C >= 1200)!,
        ),
      );
      const express = valueOf<Answer>(
        await betAs(t(), cookie, { Events: legs, Vid: 1, Summ: 1, IsExpressBoost: true }),
      );
      expect(await betView(t(), cookie, express.Id)).toMatchObject({ boostKind: 'express' });
    });

    it('stakes the stored one-click amount when OneClickBet comes without Summ', async () => {
      const { cookie, accountId } = await bettor(t(), 10);
      const body = { Events: [leg(games[0]!)], Vid: 0, OneClickBet: true };
      expect(refusalOf(await betAs(t(), cookie, body)).code).toBe(102767);
      const stored = await t().injectAs(cookie, {
        method: 'PUT',
        url: '/web-api/bets/one-click',
        payload: { summ: '2.5', checkCf: 2 },
      });
      expect(stored.json().data).toMatchObject({ enabled: true, summ: '2.50', currencyId: 840, checkCf: 2 });
      const value = valueOf<Answer>(await betAs(t(), cookie, body));
      expect(value.Coupon.Summ).toBe(2.5);
      expect(await balanceOf(t(), accountId)).toBe(7.5);
      expect(await betView(t(), cookie, value.Id)).toMatchObject({ oneClick: true });
    });

    it('keeps the liability of a market within its maximum', async () => {
      await configure(t(), {
        rules: { limits: { maxStakeBase: 5000, maxPayoutBase: 100_000, maxMarketLiabilityBase: 30 } },
      });
      try {
        const { cookie } = await bettor(t(), 100);
        const g = await game(t());
        const T = [1, 2, 3].find((type) => outcomeOf(g, '0:1', type).C < 3000)!;
        const body = { Events: [leg(g, '0:1', T)], Summ: 10, CheckCf: 2 };
        const net = 10 * (outcomeOf(g, '0:1', T).C / 1000 - 1);
        const fits = Math.floor(30 / net);
        for (let i = 0; i < fits; i++)
          expect(valueOf<Answer>(await betAs(t(), cookie, body)).Id).toBeGreaterThan(0);
        const full = refusalOf(await betAs(t(), cookie, body));
        expect(full.code).toBe(109);
        expect((full.value as { maxBet: number }).maxBet).toBeLessThan(10);
      } finally {
        await configure(t(), {});
      }
    });

    it('answers credentials in the coupon format: 401 with 160 or 157808, 152 for a blocked player or none with no account', async () => {
      const noCookie = await t().app.inject({ method: 'POST', url: MAKE_BET, payload: single(games[0]!) });
      expect(noCookie.statusCode).toBe(401);
      expect(noCookie.json()).toMatchObject({ Success: false, ErrorCode: 160 });
      const { cookie, player } = await bettor(t(), 10);
      expect((await betAs(t(), cookie, single(games[0]!, { UserId: player.id + 1 }))).statusCode).toBe(401);
      const auth = t().app.ctx.services.get(AUTH_SERVICE);
      const user = await auth.bySessionToken(cookie.replace('SESSION=', ''), undefined as never);
      const { token } = await auth.issueUserToken(user!, -60_000);
      const expired = await t().app.inject({
        method: 'POST',
        url: MAKE_BET,
        headers: { 'x-auth': `Bearer ${token}` },
        payload: single(games[0]!),
      });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ ErrorCode: 157808 });
      const fresh = await auth.issueUserToken(user!);
      expect(
        valueOf<Answer>(
          await t().app.inject({
            method: 'POST',
            url: MAKE_BET,
            headers: { 'x-auth': fresh.token },
            payload: single(games[0]!),
          }),
        ).Id,
      ).toBeGreaterThan(0);
      await t()
        .app.ctx.db.updateTable('users')
        .set({ status: 'blocked' })
        .where('id', '=', player.id)
        .execute();
      expect(refusalOf(await betAs(t(), cookie, single(games[0]!))).code).toBe(152);
      const noAccount = await t().createPlayer();
      expect(refusalOf(await betAs(t(), await login(t(), noAccount), single(games[0]!))).code).toBe(152);
      await ledgerIsSound(t());
    });
  },
  BETTING_APP,
);
