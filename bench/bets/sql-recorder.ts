import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import pg from 'pg';

export interface RecordedQuery {
  readonly text: string;
  readonly values: readonly unknown[];
}

/** The header that marks the request whose statements are recorded. */
export const RECORD_HEADER = 'x-bench-record';

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Records the SQL node-postgres sends on behalf of requests carrying RECORD_HEADER (the bench server records
 * one bet's statements, so pgbench runs exactly the text the service runs). Statements are attributed through
 * the request's async context: the trading engine writing beside it, or another request, is not part of the
 * bet. `start` forgets what was recorded; `stop` hands it over once the marked request has been answered, and
 * switches the context tracking off again (it taxes every promise, and the loads must not pay for it).
 */
export function installRecorder(server: Server): { start(): void; stop(): RecordedQuery[] } {
  const marked = new AsyncLocalStorage<true>();
  let recorded: RecordedQuery[] = [];
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const run = () => listeners.forEach((listener) => listener.call(server, request, response));
    if (request.headers[RECORD_HEADER]) marked.run(true, run);
    else run();
  });
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (marked.getStore()) {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      const values = Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? []);
      recorded.push({ text, values });
    }
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    start() {
      recorded = [];
    },
    stop() {
      marked.disable();
      const queries = recorded;
      recorded = [];
      return queries;
    },
  };
}
