import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness/test-app';
import { fixtureGame, FixtureGameSource } from './game-source.fixture';
import { createLivePushModule } from './live-push.module';
import { PushSocket } from './push-socket.fixture';
import { FOUNDATION_MODULES, startPushTestApp } from './push-test-app.fixture';

/** A long tick, so that "at once" and "a tick later" cannot be confused on a loaded machine. */
const TICK_MS = 1500;
const GAME = 600000001;
const source = new FixtureGameSource([fixtureGame(GAME)]);
let testApp: TestApp;
let url: string;

beforeAll(async () => {
  const livePush = createLivePushModule({ source: () => source, hub: { tickMs: TICK_MS } });
  ({ testApp, url } = await startPushTestApp('postgres', { modules: [...FOUNDATION_MODULES, livePush] }));
});

afterAll(async () => {
  await testApp?.close();
});

it('sends a change at once after a quiet tick, and coalesces what follows within the tick into one later diff', async () => {
  const socket = await PushSocket.open(url);
  await socket.next('hello');
  socket.send({ type: 'subscribe', topics: [{ kind: 'game', id: GAME }] });
  await socket.next('snapshot');

  const changedAt = Date.now();
  source.setPrice(GAME, 1, 1, 1950);
  const first = await socket.next('diff');
  const firstAt = Date.now();
  expect(firstAt - changedAt).toBeLessThan(TICK_MS / 3);
  expect(first.games?.[0]?.E).toEqual([{ G: 1, T: 1, C: 1.95 }]);

  source.setPrice(GAME, 1, 1, 2000);
  await new Promise((resolve) => setTimeout(resolve, 50));
  source.setPrice(GAME, 1, 1, 2050);
  const second = await socket.next('diff');
  // Timers may fire a millisecond or two early against Date.now().
  expect(Date.now() - firstAt).toBeGreaterThanOrEqual(TICK_MS - 20);
  expect(second.games?.[0]?.E).toEqual([{ G: 1, T: 1, C: 2.05 }]);
  expect(socket.pending('diff')).toEqual([]);
  await socket.close();
});
