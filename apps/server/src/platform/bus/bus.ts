/**
 * Messages between server processes (odds changes, configuration edits). In one process it is an in-memory
 * fan-out; with REDIS_URL it is Redis pub/sub, so every process behind a load balancer sees every message.
 * Delivery is at-most-once and unordered across channels: subscribers treat messages as hints to refresh or
 * as idempotent diffs, never as the record of truth (that is the database).
 */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns a function that unsubscribes. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
