import { EventEmitter } from 'node:events';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { openTestDatabase } from '../../test/harness/test-database';
import type { DatabaseHandle } from './db/create-database';
import { installGracefulShutdown } from './graceful-shutdown';
import type { ServerModule } from './module';

/** A process stand-in: signals are emitted by the test, exits are recorded. */
class FakeProcess extends EventEmitter {
  readonly exit = vi.fn<(code: number) => void>();
}

describe('graceful shutdown', () => {
  // Both apps share one database: closing an app leaves a database it was given open.
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  /** An app with one slow call; the module's stop() and the call's end are recorded in `events`. */
  async function slowApp(stop: () => Promise<void>, events: string[] = []) {
    let started: () => void = () => {};
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    const module: ServerModule = {
      name: 'slow',
      register(_ctx, _routes, app) {
        app.get('/slow', async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 300));
          events.push('request handled');
          return { done: true };
        });
      },
      stop,
    };
    const app = await buildApp({
      env: {},
      database,
      modules: [module],
      seed: false,
      serveWeb: false,
      settings: { mode: 'test', logLevel: 'silent', opsToken: 'x'.repeat(24), sessionSecret: 'y'.repeat(32) },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    return { app, port, url: `http://127.0.0.1:${port}`, requestStarted };
  }

  const exited = (proc: FakeProcess) =>
    vi.waitFor(() => expect(proc.exit).toHaveBeenCalled(), { timeout: 5000 });

  it('lets a request in flight finish, stops the modules, refuses new work and exits 0, once', async () => {
    const events: string[] = [];
    const { app, url, requestStarted } = await slowApp(async () => {
      events.push('module stopped');
    }, events);
    const proc = new FakeProcess();
    installGracefulShutdown(app as FastifyInstance, proc);

    const inFlight = fetch(`${url}/slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await requestStarted;
    proc.emit('SIGTERM');
    proc.emit('SIGINT');

    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await exited(proc);
    expect(proc.exit.mock.calls).toEqual([[0]]);
    expect(events).toEqual(['request handled', 'module stopped']);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });

  it('refuses a request arriving on a kept-alive connection while closing with 503 in the error body', async () => {
    const { app, port, requestStarted } = await slowApp(async () => {});
    const proc = new FakeProcess();
    installGracefulShutdown(app as FastifyInstance, proc);
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /slow HTTP/1.1\r\nHost: test\r\n\r\n');
    await requestStarted;
    proc.emit('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('GET /health HTTP/1.1\r\nHost: test\r\n\r\n');
    await ended;
    await exited(proc);

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(second!.slice(second!.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The service is starting or stopping',
      errors: [{ code: 'SERVICE_UNAVAILABLE', detail: 'The service is starting or stopping' }],
    });
    expect(proc.exit.mock.calls).toEqual([[0]]);
  });

  it('exits 1 when closing hangs past the limit', async () => {
    const { app } = await slowApp(() => new Promise<void>(() => {}));
    const proc = new FakeProcess();
    installGracefulShutdown(app as FastifyInstance, proc, 200);
    proc.emit('SIGINT');
    await exited(proc);
    expect(proc.exit.mock.calls).toEqual([[1]]);
  });
});
