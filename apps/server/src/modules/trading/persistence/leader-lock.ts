import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The advisory lock key of the feed's leader (advisory locks are per database). */
const LOCK_KEY = '7310482011';
export const LEADER_APPLICATION_NAME = 'sportsbook-feed-leader';

export interface LeaderCallbacks {
  /** Becomes leader: load or build the world and start ticking. A throw gives the lock back. */
  onAcquire(): Promise<void>;
  /** Lost the lock (the session died): stop at once, another process may already lead. */
  onLose(): Promise<void>;
}

/** Processes in this one (test apps, PGlite) that share a database object elect one leader among them. */
const inProcessLeaders = new WeakMap<object, LeaderLock>();

/**
 * Leader election. With DATABASE_URL, a session of its own holds `pg_try_advisory_lock`: the lock goes
 * when the process or its connection dies, and the others, retrying every few seconds, take over. Without
 * one (PGlite; a database handed in by a test) there is one process, and the first app on a database
 * object leads.
 */
export class LeaderLock {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private health: NodeJS.Timeout | undefined;
  private leading = false;
  private stopped = false;
  private attempt: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: {
      readonly databaseUrl: string | undefined;
      /** The database object shared by in-process apps. */
      readonly database: object;
      readonly retryMs: number;
      readonly log: FastifyBaseLogger;
    },
    private readonly callbacks: LeaderCallbacks,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  /** Tries once now (so a lone process leads before it serves), then keeps retrying while not leader. */
  async start(): Promise<void> {
    await this.tryAcquire();
    this.retry = setInterval(() => {
      if (!this.leading && !this.stopped) this.attempt = this.attempt.then(() => this.tryAcquire());
    }, this.options.retryMs);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.retry);
    clearInterval(this.health);
    await this.attempt;
    if (inProcessLeaders.get(this.options.database) === this) inProcessLeaders.delete(this.options.database);
    this.leading = false;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async tryAcquire(): Promise<void> {
    if (this.stopped || this.leading) return;
    const acquired = this.options.databaseUrl
      ? await this.acquireSession(this.options.databaseUrl)
      : this.acquireInProcess();
    if (!acquired) return;
    this.leading = true;
    try {
      await this.callbacks.onAcquire();
    } catch (error) {
      this.options.log.error({ err: error }, 'feed leader failed to start; giving the lock back');
      await this.lose();
    }
  }

  private acquireInProcess(): boolean {
    const holder = inProcessLeaders.get(this.options.database);
    if (holder && holder !== this) return false;
    inProcessLeaders.set(this.options.database, this);
    return true;
  }

  private async acquireSession(url: string): Promise<boolean> {
    const client = new pg.Client({ connectionString: url, application_name: LEADER_APPLICATION_NAME });
    client.on('error', (error) => {
      this.options.log.warn({ err: error }, 'feed leader session failed');
      if (this.client === client) void this.lose();
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [
        LOCK_KEY,
      ]);
      if (!rows[0]?.ok) {
        await client.end();
        return false;
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'feed leader lock attempt failed');
      await client.end().catch(() => undefined);
      return false;
    }
    this.client = client;
    // A session killed while idle may only be noticed on its next use: look every few seconds.
    this.health = setInterval(() => {
      client.query('select 1').catch(() => (this.client === client ? this.lose() : undefined));
    }, this.options.retryMs);
    this.health.unref();
    return true;
  }

  private async lose(): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    clearInterval(this.health);
    const client = this.client;
    this.client = undefined;
    if (inProcessLeaders.get(this.options.database) === this) inProcessLeaders.delete(this.options.database);
    await client?.end().catch(() => undefined);
    await this.callbacks.onLose();
  }
}
