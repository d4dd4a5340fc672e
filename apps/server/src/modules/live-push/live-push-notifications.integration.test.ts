import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness/test-app';
import {
  FX,
  fixtureGame,
  fixtureModules,
  fixtureSourceOf,
  liveScore,
} from '../favourites/feed-fixture.testing';
import { PushSocket } from './push-socket.fixture';
import { startPushTestApp } from './push-test-app.fixture';

let testApp: TestApp;
let url: string;
const sockets: PushSocket[] = [];

/** A connection as the browser opens it: with the session cookie when there is one, ready at the hello. */
async function connect(cookie?: string): Promise<PushSocket> {
  const socket = await PushSocket.open(url, cookie ? { headers: { cookie } } : {});
  sockets.push(socket);
  await socket.next('hello');
  return socket;
}

let nextGameId = 810_000_000;
function liveGame(): number {
  const game = fixtureGame(++nextGameId, {
    sportId: 1,
    champId: FX.champs.premier,
    homeTeamId: FX.teams.arsenal,
    awayTeamId: FX.teams.everton,
    live: true,
    score: liveScore(0, 0),
  });
  fixtureSourceOf(testApp.app.ctx).add([game]);
  return game.id;
}

async function player(gameId: number): Promise<string> {
  const cookie = await testApp.loginAs(await testApp.createPlayer());
  const saved = await testApp.injectAs(cookie, {
    method: 'POST',
    url: '/web-api/gamesubscription/save',
    payload: { events: [{ gameId, eventTypes: [2] }] },
  });
  expect(saved.statusCode).toBe(200);
  return cookie;
}

const goal = (gameId: number, home: number) =>
  fixtureSourceOf(testApp.app.ctx).update(gameId, { score: liveScore(home, 0) });

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  ({ testApp, url } = await startPushTestApp('postgres', { modules: fixtureModules }));
});

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});

afterAll(async () => {
  await testApp?.close();
});

describe('game notifications over live push (FAV-10)', () => {
  it("sends each player his own notifications the moment they are made, and a guest's socket none", async () => {
    const [firstGame, secondGame] = [liveGame(), liveGame()];
    const first = await player(firstGame);
    const second = await player(secondGame);
    const [firstSocket, secondSocket, guest] = [await connect(first), await connect(second), await connect()];

    goal(firstGame, 1);
    const mine = await firstSocket.next('notification');
    expect(mine.notification).toMatchObject({
      gameId: firstGame,
      type: 2,
      key: 'subscription.notification.score',
      score: { S1: 1, S2: 0 },
      readAt: null,
    });
    goal(secondGame, 1);
    expect((await secondSocket.next('notification')).notification.gameId).toBe(secondGame);

    await settle();
    expect(firstSocket.pending('notification')).toEqual([]);
    expect(secondSocket.pending('notification')).toEqual([]);
    expect(guest.messages.filter((message) => message.type === 'notification')).toEqual([]);
    // The pushed notification is the one the HTTP call lists.
    const listed = await testApp.injectAs(first, {
      method: 'GET',
      url: '/web-api/gamesubscription/notifications',
    });
    expect(listed.json().data[0]).toEqual(mine.notification);
  });

  it('stops delivering once the session ended, to the open socket and to a new one', async () => {
    const gameId = liveGame();
    const cookie = await player(gameId);
    const socket = await connect(cookie);
    goal(gameId, 1);
    await socket.next('notification');

    const logout = await testApp.injectAs(cookie, { method: 'POST', url: '/web-api/user/disconnect' });
    expect(logout.statusCode).toBe(200);
    const reopened = await connect(cookie);
    const again = await player(gameId);
    const stillLoggedIn = await connect(again);
    goal(gameId, 2);
    await stillLoggedIn.next('notification');

    await settle();
    expect(socket.pending('notification')).toEqual([]);
    expect(reopened.messages.filter((message) => message.type === 'notification')).toEqual([]);
    // The logged-out socket still serves the odds as a guest's.
    socket.send({ type: 'ping', id: 'after-logout' });
    expect((await socket.next('pong')).id).toBe('after-logout');
  });
});
