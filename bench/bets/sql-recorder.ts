import pg from 'pg';

export interface RecordedQuery {
  readonly text: string;
  readonly values: readonly unknown[];
}

/**
 * Records the SQL node-postgres sends while `recording` is on (the bench server records one bet's statements,
 * so pgbench runs exactly the text the service runs).
 */
export function installRecorder(): { start(): void; stop(): RecordedQuery[] } {
  let recording = false;
  let recorded: RecordedQuery[] = [];
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (recording) {
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
      recording = true;
    },
    stop() {
      recording = false;
      return recorded;
    },
  };
}
