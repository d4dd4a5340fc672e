import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness/test-app';
import { fixtureGame, FixtureGameSource } from './game-source.fixture';
import { PushSocket } from './push-socket.fixture';
import { createLivePushModule } from './live-push.module';
import { FOUNDATION_MODULES, startPushTestApp } from './push-test-app.fixture';

const HEARTBEAT_MS = 100;

describe('live push heartbeats', () => {
  let testApp: TestApp;
  let url: string;
  beforeAll(async () => {
    const source = new FixtureGameSource([fixtureGame(600000001)]);
    const livePush = createLivePushModule({ source: () => source, hub: { heartbeatMs: HEARTBEAT_MS } });
    ({ testApp, url } = await startPushTestApp('postgres', { modules: [...FOUNDATION_MODULES, livePush] }));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('closes a connection that stops answering pings and keeps one that answers', async () => {
    const dead = await PushSocket.open(url, { autoPong: false });
    const alive = await PushSocket.open(url);
    const closed = new Promise<number>((resolve) => dead.ws.once('close', resolve));
    const startedAt = Date.now();
    await closed;
    expect(Date.now() - startedAt).toBeLessThan(4 * HEARTBEAT_MS + 200);
    await new Promise((resolve) => setTimeout(resolve, 3 * HEARTBEAT_MS));
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    alive.send({ type: 'ping', id: 'still-there' });
    expect(await alive.next('pong')).toMatchObject({ id: 'still-there' });
    await alive.close();
  });
});
