import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
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
  refusalOf,
  valueOf,
} from '../testing/betting-test-support';

/**
 * MakeBetWeb takes its player from memory when the session cookie was looked up within the last minute, and
 * bet_place checks the session as it writes the bet. These are the cases where the memory is out of date.
 */
describeEachDatabase(
  'bets on a session kept in memory',
  (t) => {
    let line: FeedGame;
    const single = (extra: object = {}) => ({ Events: [leg(line)], Vid: 0, Summ: 1, ...extra });
    const db = () => t().app.ctx.db;
    const betsOf = async (userId: number) =>
      (await db().selectFrom('bets').select('id').where('user_id', '=', userId).execute()).length;
    const endSessionsOf = (userId: number) =>
      db()
        .updateTable('sessions')
        .set({ ended_at: t().clock.now(), end_reason: 'logout' })
        .where('user_id', '=', userId)
        .execute();

    beforeAll(async () => {
      await configure(t(), {});
      line = await game(t(), { startInSec: 3600 });
    });

    it('refuses a bet on a session ended elsewhere since the last lookup: 401 with 160, nothing written', async () => {
      const { player, cookie, accountId } = await bettor(t(), 10);
      expect(valueOf<{ Balance: number }>(await betAs(t(), cookie, single())).Balance).toBe(9);
      await endSessionsOf(player.id);
      const refused = await betAs(t(), cookie, single());
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ Success: false, ErrorCode: 160 });
      expect(await balanceOf(t(), accountId)).toBe(9);
      expect(await betsOf(player.id)).toBe(1);
    });

    it('refuses a bet after the player logged out, with the same cookie', async () => {
      const { player, cookie } = await bettor(t(), 10);
      expect(valueOf<{ Id: number }>(await betAs(t(), cookie, single())).Id).toBeGreaterThan(0);
      const logout = await t().injectAs(cookie, { method: 'POST', url: '/web-api/user/disconnect' });
      expect(logout.statusCode).toBe(200);
      expect((await betAs(t(), cookie, single())).statusCode).toBe(401);
      expect(await betsOf(player.id)).toBe(1);
    });

    it('answers 152 to a player blocked since the last lookup, and takes the bet again as soon as unblocked', async () => {
      const { player, cookie, accountId } = await bettor(t(), 10);
      expect(valueOf<{ Id: number }>(await betAs(t(), cookie, single())).Id).toBeGreaterThan(0);
      const setStatus = (status: 'active' | 'blocked') =>
        db().updateTable('users').set({ status }).where('id', '=', player.id).execute();
      await setStatus('blocked');
      expect(refusalOf(await betAs(t(), cookie, single())).code).toBe(152);
      await setStatus('active');
      expect(valueOf<{ Balance: number }>(await betAs(t(), cookie, single())).Balance).toBe(8);
      expect(await balanceOf(t(), accountId)).toBe(8);
    });

    it('places no auto bet on a session ended since the last lookup (an order is not written by bet_place)', async () => {
      const { player, cookie, accountId } = await bettor(t(), 10);
      expect(valueOf<{ Id: number }>(await betAs(t(), cookie, single())).Id).toBeGreaterThan(0);
      await endSessionsOf(player.id);
      const auto = await betAs(
        t(),
        cookie,
        single({ Summ: 5, isAutoBet: true, autoBetCf: leg(line).Coef + 1, autoBetCfView: 0 }),
      );
      expect(auto.statusCode).toBe(401);
      const orders = await db()
        .selectFrom('bet_orders')
        .select('id')
        .where('user_id', '=', player.id)
        .execute();
      expect(orders).toHaveLength(0);
      expect(await balanceOf(t(), accountId)).toBe(9);
      await ledgerIsSound(t());
    });

    it('moves the idle timer with the bet, as a lookup would: last_seen_at is written once a minute at most', async () => {
      const { player, cookie } = await bettor(t(), 10);
      const lastSeen = async () =>
        (
          await db()
            .selectFrom('sessions')
            .select('last_seen_at')
            .where('user_id', '=', player.id)
            .executeTakeFirstOrThrow()
        ).last_seen_at.getTime();
      const loggedIn = await lastSeen();
      const first = valueOf<{ Id: number }>(await betAs(t(), cookie, single()));
      t().clock.advance(59_000);
      // A lookup 59 s after the last touch writes nothing, and keeps the player in memory another minute.
      expect(await betView(t(), cookie, first.Id)).toMatchObject({ status: 'open' });
      expect(await lastSeen()).toBe(loggedIn);
      t().clock.advance(59_000);
      expect(valueOf<{ Id: number }>(await betAs(t(), cookie, single())).Id).toBeGreaterThan(0);
      expect(await lastSeen()).toBe(t().clock.nowMs());
    });

    it('logs off a session idle past its timeout when the bet comes: 401, the session ended as idle', async () => {
      const layer = await t().injectOps({
        method: 'PUT',
        url: '/ops-api/site-config/layers',
        payload: {
          partnerId: 1,
          patch: { licence: { autoLogoffEnabled: true }, auth: { autoLogoffMs: 30_000 } },
        },
      });
      expect(layer.statusCode, layer.body).toBe(200);
      try {
        const { player, cookie } = await bettor(t(), 10);
        expect(valueOf<{ Id: number }>(await betAs(t(), cookie, single())).Id).toBeGreaterThan(0);
        t().clock.advance(45_000);
        expect((await betAs(t(), cookie, single())).statusCode).toBe(401);
        const session = await db()
          .selectFrom('sessions')
          .select('end_reason')
          .where('user_id', '=', player.id)
          .executeTakeFirstOrThrow();
        expect(session.end_reason).toBe('idle');
        const events = await db()
          .selectFrom('auth_events')
          .select('kind')
          .where('user_id', '=', player.id)
          .execute();
        expect(events.map((e) => e.kind)).toContain('idle_logoff');
        expect(await betsOf(player.id)).toBe(1);
      } finally {
        await t().injectOps({ method: 'DELETE', url: `/ops-api/site-config/layers/${layer.json().data.id}` });
      }
    });
  },
  BETTING_APP,
);
