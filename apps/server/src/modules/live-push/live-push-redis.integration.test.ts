import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP, SELECTION } from '@sportsbook/core/pricing/index';
import { captchaModule } from '../captcha/captcha.module';
import { USER_NOTIFICATION_CHANNEL } from '../favourites/notification-watcher';
import type { FeedGame } from '../feed/feed-model';
import { feedModule } from '../feed/feed.module';
import { tradingModule } from '../trading/trading.module';
import { livePushModule } from './live-push.module';
import { PushSocket } from './push-socket.fixture';
import { FOUNDATION_MODULES, startPushTestApp, type PushTestApp } from './push-test-app.fixture';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two server processes behind a load balancer: one PostgreSQL database, one Redis (a channel prefix of their
 * own), the trading engine leading in the first. A price the operator moves through the first reaches a
 * WebSocket client of the second through the engine, the bus and the second's feed store.
 */
describe('live push across two server processes sharing PostgreSQL and Redis', () => {
  let first: PushTestApp;
  let second: PushTestApp;
  beforeAll(async () => {
    const options = {
      // The captcha module answers the login's captcha check, for the players of the notification test.
      modules: [...FOUNDATION_MODULES, captchaModule, tradingModule, feedModule, livePushModule],
      busPrefix: `sbtest:${randomBytes(6).toString('hex')}:`,
      settings: { redisUrl: REDIS_URL, feedWorld: 'small' as const },
    };
    first = await startPushTestApp('postgres', options);
    second = await startPushTestApp('postgres', {
      ...options,
      database: { db: first.testApp.app.ctx.db, kind: 'postgres', close: async () => {} },
    });
  });
  afterAll(async () => {
    await second?.testApp.close();
    await first?.testApp.close();
  });

  it('delivers a price moved through the ops API of one process to a client of the other', async () => {
    const client = await PushSocket.open(second.url);
    client.send({ type: 'subscribe', topics: [{ kind: 'sport', id: 1, live: true }] });
    await client.next('snapshot');
    const created = await first.testApp.injectOps({
      method: 'POST',
      url: '/ops-api/trading/games',
      payload: { sportId: 1 },
    });
    expect(created.statusCode).toBe(200);
    const game = created.json().data as FeedGame;
    const added = await client.next('diff', 5000);
    expect(added.added?.map((g) => g.I)).toContain(game.id);

    const moved = await first.testApp.injectOps({
      method: 'PUT',
      url: `/ops-api/trading/games/${game.id}/prices`,
      payload: { marketKey: '0:1', T: SELECTION.draw, price: 4.2 },
    });
    expect(moved.statusCode).toBe(200);
    const diff = await client.next('diff', 5000);
    const change = diff.games?.find((g) => g.I === game.id);
    expect(change?.E).toContainEqual({ G: GROUP.result, T: SELECTION.draw, C: 4.2 });
    await client.close();
  });

  it("forwards a notification announced in one process to the player's socket on the other, only his", async () => {
    const player = await first.testApp.createPlayer();
    const cookie = await first.testApp.loginAs(player);
    const own = await PushSocket.open(second.url, { headers: { cookie } });
    const stranger = await PushSocket.open(second.url, {
      headers: { cookie: await first.testApp.loginAs(await first.testApp.createPlayer()) },
    });
    await own.next('hello');
    await stranger.next('hello');
    const notification = {
      id: 1,
      gameId: 7,
      type: 2,
      key: 'subscription.notification.score',
      createdAt: new Date().toISOString(),
      readAt: null,
      sportId: 1,
      champ: { en: 'League', ru: 'Лига', ar: 'الدوري' },
      home: { en: 'Home', ru: 'Хозяева', ar: 'المضيف' },
      away: { en: 'Away', ru: 'Гости', ar: 'الضيف' },
      score: { S1: 1, S2: 0 },
      side: 1,
      period: 1,
      cancelled: false,
    };
    await first.testApp.app.ctx.bus.publish(USER_NOTIFICATION_CHANNEL, { userId: player.id, notification });
    expect((await own.next('notification', 5000)).notification).toEqual(notification);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stranger.pending('notification')).toEqual([]);
    await Promise.all([own.close(), stranger.close()]);
  });
});
