import type { FastifyInstance } from 'fastify';

/** What shutting down needs of the process; tests pass a stand-in so no real signal or exit happens. */
export interface ShutdownProcess {
  on(signal: NodeJS.Signals, listener: () => void): unknown;
  exit(code: number): void;
}

/** Longest wait for requests in flight and modules' stop() before giving up on a clean close. */
export const FORCED_EXIT_AFTER_MS = 10_000;

/**
 * How often idle connections are closed while shutting down. server.close() closes only the connections idle
 * at that moment; a keep-alive connection whose request was still running stays open after answering, for the
 * whole keep-alive timeout (72 s in Fastify), and the close would only end by the forced exit.
 */
const IDLE_REAP_INTERVAL_MS = 100;

/**
 * On SIGTERM or SIGINT: stop taking connections, let requests in flight finish, stop the modules (their
 * background work) and close the bus and the database through app.close(), then exit 0. A close that hangs
 * ends in exit 1 after `forceAfterMs`, so an orchestrator never waits on us for ever. A repeated signal while
 * closing changes nothing.
 */
export function installGracefulShutdown(
  app: FastifyInstance,
  proc: ShutdownProcess = process,
  forceAfterMs = FORCED_EXIT_AFTER_MS,
): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ signal, forceAfterMs }, 'shutdown timed out');
      proc.exit(1);
    }, forceAfterMs);
    force.unref();
    const reapIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_REAP_INTERVAL_MS);
    reapIdle.unref();
    const finish = (code: number) => {
      clearTimeout(force);
      clearInterval(reapIdle);
      proc.exit(code);
    };
    app.close().then(
      () => finish(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        finish(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) proc.on(signal, () => shutdown(signal));
}
