import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness/test-app';
import { fixtureGame, fixtureMarkets, fixtureScore, FixtureGameSource } from './game-source.fixture';
import { PushSocket } from './push-socket.fixture';
import { createLivePushModule } from './live-push.module';
import { FOUNDATION_MODULES, startPushTestApp } from './push-test-app.fixture';

const TICK_MS = 40;
const HOME = 600000001;
const AWAY_CHAMP_GAME = 600000002;
const LINE_GAME = 600000003;
const HOCKEY = 600000004;

const source = new FixtureGameSource([
  fixtureGame(HOME),
  fixtureGame(AWAY_CHAMP_GAME, { champId: 100002 }),
  fixtureGame(LINE_GAME, { live: false, score: undefined }),
  fixtureGame(HOCKEY, { sportId: 2, champId: 100003 }),
]);

let testApp: TestApp;
let url: string;
const sockets: PushSocket[] = [];

async function connect(): Promise<PushSocket> {
  const socket = await PushSocket.open(url);
  sockets.push(socket);
  await socket.next('hello');
  return socket;
}

async function subscribed(topics: object[]): Promise<PushSocket> {
  const socket = await connect();
  socket.send({ type: 'subscribe', id: 'sub', topics });
  await socket.next('snapshot');
  return socket;
}

const ticks = (n: number) => new Promise((resolve) => setTimeout(resolve, n * TICK_MS));
const priceOf = (socket: PushSocket, gameId: number, G: number, T: number) =>
  socket.state.games.get(gameId)?.E.find((o) => o.G === G && o.T === T)?.C;

beforeAll(async () => {
  const livePush = createLivePushModule({ source: () => source, hub: { tickMs: TICK_MS } });
  ({ testApp, url } = await startPushTestApp('postgres', { modules: [...FOUNDATION_MODULES, livePush] }));
});

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});

afterAll(async () => {
  await testApp?.close();
});

describe('live push subscriptions', () => {
  it('greets with the protocol version, seq, tick and limits', async () => {
    const socket = await PushSocket.open(url);
    sockets.push(socket);
    const hello = await socket.next('hello');
    expect(hello).toMatchObject({ v: 1, tickMs: TICK_MS, limits: { topics: 100 } });
  });

  it('answers a subscription with a compact snapshot of its games', async () => {
    const socket = await connect();
    socket.send({ type: 'subscribe', id: 7, topics: [{ kind: 'game', id: HOME }] });
    const snapshot = await socket.next('snapshot');
    expect(snapshot).toMatchObject({ id: 7, replace: false, seq: source.seq() });
    expect(snapshot.games).toEqual([
      {
        I: HOME,
        V: 1,
        SI: 1,
        LI: 100001,
        S: 1_795_000_000,
        LV: 1,
        PH: 1,
        SC: { S: [0, 0], P: [[0, 0]], CP: 1, TS: 600 },
        E: [
          { G: 1, T: 1, C: 2.1 },
          { G: 1, T: 2, C: 2.2 },
          { G: 1, T: 3, C: 2.3 },
        ],
      },
    ]);
  });

  it.each([
    ['all live', { kind: 'live' }, [HOME, AWAY_CHAMP_GAME, HOCKEY]],
    ['a sport', { kind: 'sport', id: 1 }, [HOME, AWAY_CHAMP_GAME, LINE_GAME]],
    ['a sport, live only', { kind: 'sport', id: 1, live: true }, [HOME, AWAY_CHAMP_GAME]],
    ['a sport, line only', { kind: 'sport', id: 1, live: false }, [LINE_GAME]],
    ['a championship', { kind: 'champ', id: 100002 }, [AWAY_CHAMP_GAME]],
  ])('covers the games of %s', async (_name, topic, ids) => {
    const socket = await connect();
    socket.send({ type: 'subscribe', topics: [topic] });
    const snapshot = await socket.next('snapshot');
    expect(snapshot.games.map((game) => game.I).sort()).toEqual(ids);
  });

  it('sends a changed price as a diff within a tick, with the decimal price', async () => {
    const socket = await subscribed([{ kind: 'game', id: HOME }]);
    const changedAt = Date.now();
    source.setPrice(HOME, 1, 1, 1950);
    const diff = await socket.next('diff');
    // One tick at most, with room for a loaded test machine.
    expect(Date.now() - changedAt).toBeLessThan(2 * TICK_MS + 100);
    expect(diff.seq).toBe(source.seq());
    expect(diff.games).toEqual([{ I: HOME, V: source.game(HOME)?.version, E: [{ G: 1, T: 1, C: 1.95 }] }]);
    expect(priceOf(socket, HOME, 1, 1)).toBe(1.95);
  });

  it('coalesces ten changes of one price within a tick into one diff with the last value', async () => {
    const socket = await subscribed([{ kind: 'game', id: HOME }]);
    for (let i = 1; i <= 10; i++) source.setPrice(HOME, 1, 2, 3000 + i);
    const diff = await socket.next('diff');
    expect(diff.games).toEqual([{ I: HOME, V: source.game(HOME)?.version, E: [{ G: 1, T: 2, C: 3.01 }] }]);
    await ticks(3);
    expect(socket.pending('diff')).toEqual([]);
  });

  it('sends score, clock, phase and market suspension changes', async () => {
    const socket = await subscribed([{ kind: 'sport', id: 1, live: true }]);
    source.update(HOME, (game) => ({
      score: fixtureScore(1, 0, 1500),
      phase: 3,
      markets: game.markets.map((market) => ({
        ...market,
        outcomes: market.outcomes.map((o) => ({ ...o, B: true as const })),
      })),
    }));
    const diff = await socket.next('diff');
    expect(diff.games?.[0]).toMatchObject({ I: HOME, PH: 3, SC: { S: [1, 0], TS: 1500 } });
    expect(diff.games?.[0]?.E?.every((o) => o.B === true)).toBe(true);
    source.update(HOME, (game) => ({
      phase: 1,
      markets: game.markets.map((market) => ({
        ...market,
        outcomes: market.outcomes.map(({ B: _b, ...o }) => o),
      })),
    }));
    await socket.next('diff');
    expect(socket.state.games.get(HOME)).toMatchObject({ PH: 1, SC: { S: [1, 0] } });
    expect(socket.state.games.get(HOME)?.E.some((o) => o.B)).toBe(false);
  });

  it('adds games that appear in a topic and removes those that leave the feed', async () => {
    const socket = await subscribed([{ kind: 'live' }]);
    const NEW_GAME = 600000099;
    source.put(fixtureGame(NEW_GAME));
    const added = await socket.next('diff');
    expect(added.added?.map((game) => game.I)).toEqual([NEW_GAME]);
    source.remove(NEW_GAME);
    const removed = await socket.next('diff');
    expect(removed.removed).toEqual([NEW_GAME]);
    expect(socket.state.games.has(NEW_GAME)).toBe(false);
  });

  it('moves a game that goes live from line subscriptions to live ones', async () => {
    const GOING_LIVE = 600000098;
    source.put(fixtureGame(GOING_LIVE, { live: false, score: undefined }));
    await ticks(2);
    const line = await subscribed([{ kind: 'sport', id: 1, live: false }]);
    const live = await subscribed([{ kind: 'sport', id: 1, live: true }]);
    const both = await subscribed([{ kind: 'sport', id: 1 }]);
    source.update(GOING_LIVE, () => ({ live: true, score: fixtureScore(0, 0, 0) }));
    expect((await line.next('diff')).removed).toEqual([GOING_LIVE]);
    expect((await live.next('diff')).added?.map((game) => game.I)).toEqual([GOING_LIVE]);
    expect((await both.next('diff')).games).toMatchObject([{ I: GOING_LIVE, LV: 1, SC: { S: [0, 0] } }]);
    source.remove(GOING_LIVE);
  });

  it('stops the diffs of a game once its topic is unsubscribed', async () => {
    const socket = await subscribed([
      { kind: 'game', id: HOCKEY },
      { kind: 'game', id: HOME },
    ]);
    socket.send({ type: 'unsubscribe', id: 'u', topics: [{ kind: 'game', id: HOCKEY }] });
    expect(await socket.next('unsubscribed')).toMatchObject({ id: 'u', removed: [HOCKEY] });
    source.setPrice(HOCKEY, 1, 1, 4000);
    source.setPrice(HOME, 1, 1, 4100);
    const diff = await socket.next('diff');
    expect(diff.games?.map((game) => game.I)).toEqual([HOME]);
    await ticks(3);
    expect(socket.pending('diff')).toEqual([]);
  });

  it('keeps a game covered by another topic when one of its topics is unsubscribed', async () => {
    const socket = await subscribed([
      { kind: 'game', id: HOME },
      { kind: 'sport', id: 1, live: true },
    ]);
    socket.send({ type: 'unsubscribe', topics: [{ kind: 'sport', id: 1, live: true }] });
    expect((await socket.next('unsubscribed')).removed).toEqual([AWAY_CHAMP_GAME]);
    source.setPrice(HOME, 1, 3, 5000);
    expect((await socket.next('diff')).games?.map((game) => game.I)).toEqual([HOME]);
  });
});

describe('live push robustness', () => {
  it('keeps publishing the other games when one game cannot be published', async () => {
    const BROKEN = 600000077;
    const socket = await subscribed([{ kind: 'sport', id: 1, live: true }]);
    source.put(fixtureGame(BROKEN, { markets: null as never }));
    source.setPrice(HOME, 1, 1, 2500);
    const diff = await socket.next('diff');
    expect(diff.games?.map((game) => game.I)).toEqual([HOME]);
    const again = await subscribed([{ kind: 'sport', id: 1, live: true }]);
    expect(again.state.games.has(HOME)).toBe(true);
    source.remove(BROKEN);
  });
});

describe('live push resume', () => {
  it('replays only the games changed since the seq the client saw', async () => {
    const first = await subscribed([{ kind: 'sport', id: 1, live: true }]);
    const seen = first.state.seq;
    await first.close();
    source.setPrice(AWAY_CHAMP_GAME, 1, 1, 6000);
    await ticks(2);
    const again = await connect();
    again.send({ type: 'subscribe', id: 'r', topics: [{ kind: 'sport', id: 1, live: true }], since: seen });
    const replay = await again.next('snapshot');
    expect(replay).toMatchObject({ id: 'r', replace: false });
    expect(replay.games.map((game) => game.I)).toEqual([AWAY_CHAMP_GAME]);
    expect(replay.games[0]?.E.find((o) => o.T === 1)?.C).toBe(6);
  });

  it('sends a full snapshot when it cannot replay from that seq', async () => {
    const socket = await connect();
    socket.send({
      type: 'subscribe',
      topics: [{ kind: 'sport', id: 1, live: true }],
      since: source.seq() + 100,
    });
    const snapshot = await socket.next('snapshot');
    expect(snapshot.replace).toBe(true);
    expect(snapshot.games.map((game) => game.I).sort()).toEqual([HOME, AWAY_CHAMP_GAME]);
  });
});

describe('live push refuses bad messages without dropping the connection', () => {
  it.each([
    ['text that is not JSON', '{"v":1,', 'INVALID_JSON'],
    ['JSON that is not an object', '[1,2]', 'BAD_REQUEST'],
    ['another protocol version', '{"v":2,"type":"ping"}', 'BAD_REQUEST'],
    ['an unknown type', '{"v":1,"type":"subscribe-all"}', 'VALIDATION_FAILED'],
    ['a topic without id', '{"v":1,"type":"subscribe","topics":[{"kind":"game"}]}', 'VALIDATION_FAILED'],
    [
      'an oversized message',
      JSON.stringify({ v: 1, type: 'ping', pad: 'x'.repeat(20_000) }),
      'PAYLOAD_TOO_LARGE',
    ],
  ])('answers %s with an error', async (_name, text, code) => {
    const socket = await connect();
    socket.send(text);
    expect(await socket.next('error')).toMatchObject({ v: 1, code });
    socket.send({ type: 'ping', id: 1 });
    expect(await socket.next('pong')).toEqual({ v: 1, type: 'pong', id: 1 });
  });

  it('refuses binary frames and echoes the request id of an invalid message', async () => {
    const socket = await connect();
    socket.ws.send(Buffer.from('{"v":1,"type":"ping"}'));
    expect(await socket.next('error')).toMatchObject({ code: 'BAD_REQUEST' });
    socket.send({ type: 'subscribe', id: 'x1', topics: [] });
    expect(await socket.next('error')).toMatchObject({ id: 'x1', code: 'VALIDATION_FAILED' });
  });

  it('limits the topics of one connection', async () => {
    const socket = await connect();
    const topics = (from: number) => Array.from({ length: 60 }, (_, i) => ({ kind: 'game', id: from + i }));
    socket.send({ type: 'subscribe', topics: topics(1) });
    await socket.next('snapshot');
    socket.send({ type: 'subscribe', id: 'over', topics: topics(1000) });
    expect(await socket.next('error')).toMatchObject({ id: 'over', code: 'BAD_REQUEST' });
  });

  it('refuses messages beyond the rate limit', async () => {
    const socket = await connect();
    for (let i = 0; i < 25; i++) socket.send({ type: 'ping', id: i });
    expect(await socket.next('error')).toMatchObject({ code: 'RATE_LIMITED' });
    expect(
      socket.pending('pong').length + socket.messages.filter((m) => m.type === 'pong').length,
    ).toBeLessThanOrEqual(20);
  });
});

describe('live push with a slow client', () => {
  it('stops sending to a client that does not read, then sends the games changed meanwhile, not a backlog', async () => {
    const BIG = 600000050;
    source.put(fixtureGame(BIG, { sportId: 3, champId: 100009, markets: fixtureMarkets(20_000) }));
    const socket = await subscribed([{ kind: 'game', id: BIG }]);
    const stats = async () =>
      (await testApp.injectOps({ method: 'GET', url: '/ops-api/live-push/stats' })).json() as {
        staleConnections: number;
        peakBufferedBytes: number;
        staleSnapshots: number;
        bufferedBytes: number;
      };
    await stats();
    socket.ws.pause();
    let rounds = 0;
    const reprice = () => {
      rounds += 1;
      source.update(BIG, (game) => ({
        markets: game.markets.map((market) => ({
          ...market,
          outcomes: market.outcomes.map((o) => ({ ...o, C: 1100 + ((o.C + 7 * rounds) % 5000) })),
        })),
      }));
    };
    let atStale = await stats();
    while (atStale.staleConnections === 0) {
      if (rounds > 200) throw new Error('the client never became stale');
      reprice();
      await ticks(1);
      atStale = await stats();
    }
    for (let i = 0; i < 10; i++) {
      reprice();
      await ticks(1);
    }
    const afterStale = await stats();
    expect(afterStale.staleConnections).toBe(1);
    expect(afterStale.bufferedBytes).toBeLessThanOrEqual(atStale.bufferedBytes);
    const diffsSent = socket.messages.length;
    socket.ws.resume();
    await expect.poll(async () => (await stats()).staleSnapshots, { timeout: 10_000 }).toBe(1);
    const caughtUp = await socket.next('snapshot', 10_000);
    expect(caughtUp.games.map((game) => game.I)).toEqual([BIG]);
    expect(socket.messages.filter((m) => m.type === 'diff').length).toBeLessThan(rounds);
    expect(diffsSent).toBeLessThan(rounds);
    const latest = source.game(BIG)?.markets.flatMap((market) => market.outcomes.map((o) => o.C / 1000));
    await expect.poll(() => socket.state.games.get(BIG)?.E.map((o) => o.C)).toEqual(latest);
    expect((await stats()).staleConnections).toBe(0);
    source.remove(BIG);
  });
});
