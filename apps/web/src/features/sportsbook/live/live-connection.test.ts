import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/feed-fixtures';
import { LiveConnection } from './live-connection';

function connection() {
  const sockets: FakeSocket[] = [];
  const messages: unknown[] = [];
  const live = new LiveConnection(
    (message) => messages.push(message),
    (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    () => 'ws://test/ws',
  );
  return { live, sockets, messages };
}

const flushMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live connection', () => {
  afterEach(() => vi.useRealTimers());

  it('opens one socket, and after hello subscribes every topic held in one message', async () => {
    const { live, sockets } = connection();
    live.acquire({ kind: 'live' });
    live.acquire({ kind: 'game', id: 5 });
    live.acquire({ kind: 'game', id: 5 });
    expect(sockets).toHaveLength(1);
    sockets[0]!.open();
    await flushMicrotasks();
    expect(sockets[0]!.sent).toEqual([
      { v: 1, type: 'subscribe', topics: [{ kind: 'live' }, { kind: 'game', id: 5 }] },
    ]);
  });

  it('batches later subscriptions and unsubscribes a topic only when its last holder lets go', async () => {
    const { live, sockets } = connection();
    live.acquire({ kind: 'live' });
    sockets[0]!.open();
    await flushMicrotasks();
    const releaseA = live.acquire({ kind: 'sport', id: 1, live: false });
    const releaseB = live.acquire({ kind: 'sport', id: 1, live: false });
    live.acquire({ kind: 'champ', id: 9 });
    await flushMicrotasks();
    expect(sockets[0]!.sent.at(-1)).toEqual({
      v: 1,
      type: 'subscribe',
      topics: [
        { kind: 'sport', id: 1, live: false },
        { kind: 'champ', id: 9 },
      ],
    });
    releaseA();
    releaseA();
    await flushMicrotasks();
    expect(sockets[0]!.sent).toHaveLength(2);
    releaseB();
    await flushMicrotasks();
    expect(sockets[0]!.sent.at(-1)).toEqual({
      v: 1,
      type: 'unsubscribe',
      topics: [{ kind: 'sport', id: 1, live: false }],
    });
  });

  it('sends nothing for a topic released and taken again in the same moment (one page replacing another)', async () => {
    const { live, sockets } = connection();
    const release = live.acquire({ kind: 'game', id: 3 });
    sockets[0]!.open();
    await flushMicrotasks();
    release();
    live.acquire({ kind: 'game', id: 3 });
    await flushMicrotasks();
    expect(sockets[0]!.sent).toHaveLength(1);
  });

  it('reconnects after a drop and resumes every topic from the last seq it saw', async () => {
    vi.useFakeTimers();
    const { live, sockets, messages } = connection();
    live.acquire({ kind: 'live' });
    sockets[0]!.open(10);
    sockets[0]!.receive({ v: 1, type: 'diff', seq: 14, games: [] });
    expect(messages).toHaveLength(2);
    sockets[0]!.close();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open(20);
    expect(sockets[1]!.sent).toEqual([{ v: 1, type: 'subscribe', topics: [{ kind: 'live' }], since: 14 }]);
  });

  it('pings between the heartbeats and reconnects when the server stops answering', () => {
    vi.useFakeTimers();
    const { live, sockets } = connection();
    live.acquire({ kind: 'live' });
    sockets[0]!.open();
    vi.advanceTimersByTime(15_000);
    expect(sockets[0]!.sent.at(-1)).toEqual({ v: 1, type: 'ping' });
    vi.advanceTimersByTime(45_000);
    expect(sockets[0]!.close).toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('opens the socket anew for a listener, hands it every message and keeps the socket while it listens', () => {
    vi.useFakeTimers();
    const { live, sockets } = connection();
    const release = live.acquire({ kind: 'live' });
    sockets[0]!.open(10);
    sockets[0]!.receive({ v: 1, type: 'diff', seq: 11, games: [] });
    const heard: unknown[] = [];
    const stop = live.listen((message) => heard.push(message));
    // The open socket was a guest's: the new one carries the player's cookie, and resumes the topics.
    expect(sockets[0]!.close).toHaveBeenCalled();
    expect(sockets).toHaveLength(2);
    sockets[1]!.open(12);
    expect(sockets[1]!.sent).toEqual([{ v: 1, type: 'subscribe', topics: [{ kind: 'live' }], since: 11 }]);
    sockets[1]!.receive({ v: 1, type: 'notification', notification: { id: 7 } });
    expect(heard.map((message) => (message as { type: string }).type)).toEqual(['hello', 'notification']);

    // No topics left, but a listener: the socket stays past the idle close (the server still answers pings).
    release();
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(30_000);
      sockets[1]!.receive({ v: 1, type: 'pong' });
    }
    expect(sockets[1]!.close).not.toHaveBeenCalled();
    sockets[1]!.close();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(3);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets[2]!.close).toHaveBeenCalled();
  });
});
