import { expect, it, vi } from 'vitest';
import {
  eventTypesResponseSchema,
  gameNotificationsResponseSchema,
  gameSubscriptionsResponseSchema,
} from '@sportsbook/core/api/feed-responses/favourites-subscriptions.schema';
import { describeEachDatabase, type TestApp } from '../../../test/harness/test-app';
import { FX, fixtureGame, fixtureModules, fixtureSourceOf, liveScore } from './feed-fixture.testing';
import { USER_NOTIFICATION_CHANNEL } from './notification-watcher';

const { games, teams, champs } = FX;

const save = (t: TestApp, cookie: string, events: object[]) =>
  t.injectAs(cookie, { method: 'POST', url: '/web-api/gamesubscription/save', payload: { events } });

const notifications = async (t: TestApp, cookie: string, query = '') =>
  gameNotificationsResponseSchema.parse(
    (
      await t.injectAs(cookie, { method: 'GET', url: `/web-api/gamesubscription/notifications${query}` })
    ).json(),
  );

let nextGameId = 800_000_000;
/** A live football game of its own, so tests do not share game states. */
function liveGame(t: TestApp) {
  const game = fixtureGame(++nextGameId, {
    sportId: 1,
    champId: champs.premier,
    homeTeamId: teams.arsenal,
    awayTeamId: teams.everton,
    live: true,
    score: liveScore(0, 0),
  });
  fixtureSourceOf(t.app.ctx).add([game]);
  return game.id;
}

describeEachDatabase(
  'game subscriptions',
  (t) => {
    it('lists the event types a game offers, named in lng', async () => {
      const football = await t().app.inject({
        method: 'GET',
        url: `/service-api/SubscriptionService/api/GetEventTypesByGameId?gameId=${games.lineFootball}&lng=en`,
      });
      const types = eventTypesResponseSchema.parse(football.json()).data;
      expect(types.map((type) => type.id)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(types[0]).toEqual({ id: 1, key: 'subscription.event.start', name: 'Game start' });
      const tennis = await t().app.inject({
        method: 'GET',
        url: `/service-api/SubscriptionService/api/GetEventTypesByGameId?gameId=${games.tennis}`,
      });
      const tennisTypes = eventTypesResponseSchema.parse(tennis.json()).data;
      expect(tennisTypes.map((type) => type.id)).toEqual([1, 3, 4, 5]);
      expect(tennisTypes[0]!.name).toBe('Начало матча');
      const unknown = await t().app.inject({
        method: 'GET',
        url: '/service-api/SubscriptionService/api/GetEventTypesByGameId?gameId=42',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('saves subscriptions per player and refuses unknown games and types', async () => {
      const cookie = await t().loginAs(await t().createPlayer());
      const saved = await save(t(), cookie, [
        { gameId: games.lineFootball, eventTypes: [2, 5] },
        { gameId: games.tennis },
      ]);
      expect(gameSubscriptionsResponseSchema.parse(saved.json()).data).toEqual([
        {
          gameId: games.lineFootball,
          eventTypes: [2, 5],
          name: 'Arsenal - Chelsea',
          startAt: expect.any(Number),
        },
        {
          gameId: games.tennis,
          eventTypes: [1, 3, 4, 5],
          name: 'Carlos Alcaraz - Jannik Sinner',
          startAt: expect.any(Number),
        },
      ]);
      const one = await t().injectAs(cookie, {
        method: 'POST',
        url: '/service-api/SubscriptionService/api/GetGameSubscription',
        payload: { gameId: games.tennis },
      });
      expect(gameSubscriptionsResponseSchema.parse(one.json()).data.map((s) => s.gameId)).toEqual([
        games.tennis,
      ]);

      const badType = await save(t(), cookie, [{ gameId: games.tennis, eventTypes: [2] }]);
      expect(badType.statusCode).toBe(422);
      expect(badType.json().validation_errors).toEqual({ events: ['subscription.unknown_event_type'] });
      expect((await save(t(), cookie, [{ gameId: 12345 }])).statusCode).toBe(422);

      const unsubscribed = await save(t(), cookie, [{ gameId: games.tennis, eventTypes: [] }]);
      expect(gameSubscriptionsResponseSchema.parse(unsubscribed.json()).data.map((s) => s.gameId)).toEqual([
        games.lineFootball,
      ]);
      const stranger = await t().loginAs(await t().createPlayer());
      const theirs = await t().injectAs(stranger, {
        method: 'POST',
        url: '/service-api/SubscriptionService/api/GetGameSubscription',
      });
      expect(theirs.json()).toEqual({ data: [] });
    });

    it('tells a subscribed player of a goal, once, and no one else', async () => {
      const source = fixtureSourceOf(t().app.ctx);
      const gameId = liveGame(t());
      const [fan, other, bystander] = [
        await t().loginAs(await t().createPlayer()),
        await t().loginAs(await t().createPlayer()),
        await t().loginAs(await t().createPlayer()),
      ];
      await save(t(), fan, [{ gameId, eventTypes: [2] }]);
      await save(t(), other, [{ gameId, eventTypes: [4] }]);
      const announced: unknown[] = [];
      const unsubscribe = await t().app.ctx.bus.subscribe(USER_NOTIFICATION_CHANNEL, (m) =>
        announced.push(m),
      );

      source.update(gameId, { score: liveScore(1, 0) });
      // The same state seen again (another process, a snapshot reload) tells nothing new.
      source.update(gameId, { score: liveScore(1, 0) });
      await vi.waitFor(async () => expect((await notifications(t(), fan)).data).toHaveLength(1));
      const { data, unread } = await notifications(t(), fan);
      expect(unread).toBe(1);
      expect(data[0]).toMatchObject({
        gameId,
        type: 2,
        key: 'subscription.notification.score',
        score: { S1: 1, S2: 0 },
        side: 1,
        home: { en: 'Arsenal', ru: 'Арсенал' },
        readAt: null,
      });
      expect((await notifications(t(), other)).data).toEqual([]);
      expect((await notifications(t(), bystander)).data).toEqual([]);
      await vi.waitFor(() => expect(announced).toHaveLength(1));
      await unsubscribe();
    });

    it('tells the start, the end and the result, then ends the subscription', async () => {
      const source = fixtureSourceOf(t().app.ctx);
      const gameId = liveGame(t());
      source.update(gameId, { live: false, score: undefined });
      const cookie = await t().loginAs(await t().createPlayer());
      await save(t(), cookie, [{ gameId }]);

      source.update(gameId, { live: true, score: liveScore(0, 0) });
      source.update(gameId, { score: liveScore(0, 1, 2) });
      source.update(gameId, { finished: true, phase: 3 });
      source.update(gameId, { phase: 2, result: { score: { home: 0, away: 1 }, periods: [] } });
      await vi.waitFor(async () => expect((await notifications(t(), cookie)).data).toHaveLength(5));
      const { data } = await notifications(t(), cookie);
      expect(data.map((n) => n.key).reverse()).toEqual([
        'subscription.notification.start',
        'subscription.notification.score',
        'subscription.notification.period_end',
        'subscription.notification.end',
        'subscription.notification.result',
      ]);
      expect(data[0]!.score).toEqual({ S1: 0, S2: 1 });
      const left = await t().injectAs(cookie, {
        method: 'POST',
        url: '/service-api/SubscriptionService/api/GetGameSubscription',
      });
      expect(left.json()).toEqual({ data: [] });

      const read = await t().injectAs(cookie, {
        method: 'POST',
        url: '/web-api/gamesubscription/notifications/read',
        payload: { ids: [data[0]!.id] },
      });
      expect(gameNotificationsResponseSchema.parse(read.json()).unread).toBe(4);
      expect((await notifications(t(), cookie, '?unread=true')).data).toHaveLength(4);
      await t().injectAs(cookie, {
        method: 'POST',
        url: '/web-api/gamesubscription/notifications/read',
        payload: { all: true },
      });
      expect((await notifications(t(), cookie)).unread).toBe(0);
    });
  },
  { modules: fixtureModules },
);
