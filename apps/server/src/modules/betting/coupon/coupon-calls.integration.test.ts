import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import type { FeedGame } from '../../feed/feed-model';
import {
  BETTING_APP,
  OPEN,
  betAs,
  bettor,
  configure,
  feedHas,
  game,
  leg,
  ops,
  outcomeOf,
  refusalOf,
  valueOf,
} from '../testing/betting-test-support';

interface CouponValue {
  Coef: number;
  ResultCoef: number;
  minBet: number;
  maxBet: number;
  MaxPayout: number;
  PossibleWin: number;
  TaxSumm: number;
  BoostSumm: number;
  AntiExpressCoef: number;
  ExpresCoef: number;
  MinBetSystem: number;
  changeCf: boolean;
  IsExpressBoost: boolean;
  EventCountToBoost: number;
  MinEventCoefToBoost: number;
  Events: { GameId: number; Coef: number; Block: boolean; Finish: boolean; Opp1: string; Kind: number }[];
}

describeEachDatabase(
  'the open coupon calls',
  (t) => {
    let games: FeedGame[];

    beforeAll(async () => {
      await configure(t(), {});
      await ops(t(), 'PUT', '/ops-api/partners', {
        id: 2,
        name: 'Demo Bet',
        domain: 'demo.localhost',
        refId: 77,
        groupId: 5,
      });
      games = [await game(t()), await game(t()), await game(t()), await game(t())];
    });

    const update = (payload: object, url = `${OPEN}/UpdateCoupon`) =>
      t().app.inject({ method: 'POST', url, payload });

    it('re-prices a coupon for a guest: current prices, changeCf, limits and the possible win', async () => {
      const selection = leg(games[0]!);
      const stale = { ...selection, Coef: selection.Coef + 0.2 };
      const value = valueOf<CouponValue>(
        await update({ Events: [stale], Vid: 0, Summ: 10, partner: 1, Lng: 'en', CfView: 0, Currency: 840 }),
      );
      expect(value).toMatchObject({
        Coef: selection.Coef,
        changeCf: true,
        minBet: 0.2,
        maxBet: 5000,
        MaxPayout: 100_000,
      });
      expect(value.PossibleWin).toBeCloseTo(10 * selection.Coef, 2);
      expect(value.Events[0]).toMatchObject({
        GameId: games[0]!.id,
        Coef: selection.Coef,
        Block: false,
        Finish: false,
        Kind: 1,
      });
      expect(value.Events[0]!.Opp1).not.toBe('');
    });

    it('answers under the aliases older clients use', async () => {
      for (const url of ['/service-api/LiveBet-update/Open/UpdateCoupon', '/LiveUtil/UpdateCoupon'])
        expect(valueOf<CouponValue>(await update({ Events: [leg(games[0]!)] }, url)).Coef).toBe(
          leg(games[0]!).Coef,
        );
    });

    it('shows an express with its anti-express price, boost and system minimum', async () => {
      const legs = games.slice(0, 3).map((g) =>
        leg(
          g,
          '0:1',
          [1, 2, 3].find((T) => outcomeOf(g, '0:1', T).C >= 1200)!,
        ),
      );
      const express = valueOf<CouponValue>(
        await update({ Events: legs, Vid: 1, Summ: 10, IsExpressBoost: true }),
      );
      const product = legs.reduce((p, l) => p * l.Coef, 1);
      expect(express.Coef).toBeCloseTo(product, 2);
      expect(express).toMatchObject({ IsExpressBoost: true, EventCountToBoost: 3, MinEventCoefToBoost: 1.2 });
      expect(express.BoostSumm).toBeGreaterThan(0);
      expect(express.ResultCoef).toBeGreaterThan(express.Coef);
      expect(express.AntiExpressCoef).toBeGreaterThan(1);
      const system = valueOf<CouponValue>(
        await update({ Events: legs, Vid: 3, expressNum: 2, Summ: 3, CalcSystemsMin: true }),
      );
      expect(system).toMatchObject({ MinBetSystem: 0.6, minBet: 0.6 });
      expect(system.Coef).toBeLessThan(express.Coef);
    });

    it('flags a blocked leg and shows the tax of the player’s country', async () => {
      const g = games[3]!;
      const blocked = await ops<FeedGame>(t(), 'POST', `/ops-api/trading/games/${g.id}/suspend`, {
        marketKey: '0:1',
      });
      await feedHas(t(), g.id, blocked.version);
      const value = valueOf<CouponValue>(await update({ Events: [leg(g)], Summ: 10 }));
      expect(value.Events[0]).toMatchObject({ Block: true });
      await ops(t(), 'POST', `/ops-api/trading/games/${g.id}/reopen`, { marketKey: '0:1' });
      await configure(t(), {
        rules: {
          taxes: {
            default: {
              taxType: 3,
              betTaxPercent: 10,
              payoutTaxPercent: 20,
              winAmountThreshold: 0,
              coefThreshold: 0,
              hasReturnTax: false,
            },
            byCountry: {},
          },
        },
      });
      try {
        const taxed = valueOf<CouponValue>(await update({ Events: [leg(games[0]!)], Summ: 10 }));
        const price = leg(games[0]!).Coef;
        const payout = Math.floor(9 * price * 100) / 100;
        expect(taxed.TaxSumm).toBeCloseTo(1 + Math.floor((payout - 9) * 20) / 100, 2);
      } finally {
        await configure(t(), {});
      }
    });

    it('prices several singles at once (Vid 2) bet by bet, each at its own stake, and sums them', async () => {
      const legs = games.slice(0, 2).map((g) => leg(g));
      const value = valueOf<
        CouponValue & { Summ: number; Groups: { Summ: number; Coef: number; PossibleWin: number }[] }
      >(await update({ Events: legs, Vid: 2, GroupsSumms: [2, '3.5'], Currency: 840 }));
      expect(value.Groups).toMatchObject([
        { Summ: 2, Coef: legs[0]!.Coef },
        { Summ: 3.5, Coef: legs[1]!.Coef },
      ]);
      const wins = [Math.floor(200 * legs[0]!.Coef) / 100, Math.floor(350 * legs[1]!.Coef) / 100];
      expect(value.Groups.map((g) => g.PossibleWin)).toEqual(wins);
      expect(value.Summ).toBe(5.5);
      expect(value.PossibleWin).toBeCloseTo(wins[0]! + wins[1]!, 2);
      const same = valueOf<{ Groups: { Summ: number }[] }>(await update({ Events: legs, Vid: 2, Summ: 1 }));
      expect(same.Groups.map((g) => g.Summ)).toEqual([1, 1]);
    });

    it('prices several coupons at once', async () => {
      const value = valueOf<CouponValue[]>(
        await update(
          { Coupons: [{ Events: [leg(games[0]!)] }, { Events: [leg(games[1]!)] }], Lng: 'ru' },
          `${OPEN}/UpdateCouponMulti`,
        ),
      );
      expect(value.map((v) => v.Coef)).toEqual([leg(games[0]!).Coef, leg(games[1]!).Coef]);
    });

    it('saves a coupon under a booking code another player loads, per partner; legs of started games drop out', async () => {
      const line = await game(t(), { startInSec: 1800 });
      const { cookie } = await bettor(t(), 0);
      const saved = await t().injectAs(cookie, {
        method: 'POST',
        url: `${OPEN}/SaveCoupon`,
        payload: { Events: [leg(games[0]!), leg(line)], Vid: 1, Summ: 5, partner: 1, Lng: 'en', CheckCf: 2 },
      });
      const code = valueOf<string>(saved);
      expect(code).toMatch(/^[A-Z2-9]{5}$/);
      const load = (guid: string, partner = 1) =>
        t().app.inject({
          method: 'POST',
          url: `${OPEN}/GetCoupon`,
          payload: { Guid: guid, partner, Lng: 'en' },
        });
      const loaded = valueOf<{
        Vid: number;
        HasRemoveEvents: boolean;
        Events: { GameId: number }[];
        Coef: number;
      }>(await load(code.toLowerCase()));
      expect(loaded).toMatchObject({ Vid: 1, HasRemoveEvents: false });
      expect(loaded.Events.map((e) => e.GameId)).toEqual([games[0]!.id, line.id]);
      expect(refusalOf(await load(code, 2)).code).toBe(100849);
      expect(refusalOf(await load('ZZZZZ')).code).toBe(100849);
      const now = t().clock.nowMs();
      t().clock.set(line.startAt * 1000);
      try {
        const later = valueOf<{ HasRemoveEvents: boolean; Events: { GameId: number }[] }>(await load(code));
        expect(later).toMatchObject({ HasRemoveEvents: true, Events: [{ GameId: games[0]!.id }] });
      } finally {
        t().clock.set(now);
      }
      const onlyLine = valueOf<string>(
        await t().app.inject({
          method: 'POST',
          url: `${OPEN}/SaveCoupon`,
          payload: { Events: [leg(line)], Vid: 0 },
        }),
      );
      t().clock.set(line.startAt * 1000);
      try {
        expect(refusalOf(await load(onlyLine)).code).toBe(159271);
      } finally {
        t().clock.set(now);
      }
    });

    it('tells a player the advance their running bets give (GetAvance)', async () => {
      const { cookie } = await bettor(t(), 200);
      const avance = () =>
        t().injectAs(cookie, {
          method: 'POST',
          url: `${OPEN}/GetAvance`,
          payload: { Summ: 1, Events: [leg(games[0]!)], Vid: 0 },
        });
      expect(valueOf<{ Avance: number; Available: boolean }>(await avance())).toMatchObject({
        Avance: 0,
        Available: false,
      });
      await betAs(t(), cookie, { Events: [leg(games[1]!)], Summ: 100, CheckCf: 2 });
      await betAs(t(), cookie, { Events: [leg(games[2]!)], Summ: 60, CheckCf: 2 });
      expect(valueOf<{ Avance: number }>(await avance())).toMatchObject({
        Avance: 80,
        Available: true,
        Currency: 840,
      });
      const advance = valueOf<{ Id: number; Balance: number }>(
        await betAs(t(), cookie, { Events: [leg(games[0]!)], Summ: 30, CheckCf: 2, avanceBet: true }),
      );
      expect(advance.Balance).toBe(40);
      expect(valueOf<{ Avance: number }>(await avance()).Avance).toBe(50);
      expect(
        refusalOf(
          await betAs(t(), cookie, { Events: [leg(games[0]!)], Summ: 60, CheckCf: 2, avanceBet: true }),
        ).code,
      ).toBe(200007);
    });
  },
  BETTING_APP,
);
