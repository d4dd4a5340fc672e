import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PGliteStatements } from './pglite-statements';

/**
 * PGlite has one session. Kysely runs a transaction on one acquired connection, so holding a lock from
 * acquire to release gives every transaction the whole session: concurrent transactions queue instead of
 * interleaving their statements (which would let a rollback undo or commit another's writes).
 */
class SessionLock {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly waitLimitMs: number) {}

  /**
   * Waits for the session. A wait past the limit fails loudly instead of hanging: on PGlite it almost always
   * means code inside a transaction queried through the database instead of through its transaction, and so
   * waits for itself.
   */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const turn = this.tail;
    this.tail = this.tail.then(() => held);
    return new Promise((resolve, reject) => {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        reject(
          new Error(`PGlite session busy for ${this.waitLimitMs} ms: a query outside a running transaction?`),
        );
      }, this.waitLimitMs);
      timer.unref?.();
      void turn.then(() => {
        clearTimeout(timer);
        // A waiter that gave up still gets its turn in the queue; it passes the session straight on.
        if (timedOut) release();
        else resolve(release);
      });
    });
  }
}

/** Transactions last milliseconds; a minute of waiting is a deadlock, not load. */
const SESSION_WAIT_LIMIT_MS = 60_000;

/** One prepared-statement cache per PGlite session, whichever Kysely instances share it. */
const sessionStatements = new WeakMap<PGlite, PGliteStatements>();

class PGliteConnection implements DatabaseConnection {
  private readonly statements: PGliteStatements;
  /** Between begin and commit or rollback: PGlite then need not flush its file system after each statement. */
  inTransaction = false;

  constructor(pglite: PGlite) {
    const statements = sessionStatements.get(pglite) ?? new PGliteStatements(pglite);
    sessionStatements.set(pglite, statements);
    this.statements = statements;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.statements.run<R>(compiled.sql, compiled.parameters, this.inTransaction);
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) };
  }

  /** Begin, commit or rollback in the simple protocol, as node-postgres sends them. */
  async control(text: string, flush: boolean): Promise<void> {
    await this.statements.simple(text, flush);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  private readonly lock: SessionLock;
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();
  private readonly connection: PGliteConnection;

  constructor(
    private readonly pglite: PGlite,
    sessionWaitLimitMs: number,
  ) {
    this.connection = new PGliteConnection(pglite);
    this.lock = new SessionLock(sessionWaitLimitMs);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    // One connection object is enough: the lock guarantees a single holder at a time.
    this.releases.set(this.connection, release);
    return this.connection;
  }

  async beginTransaction(_connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await this.connection.control(`begin${isolation}`, false);
    this.connection.inTransaction = true;
  }

  async commitTransaction(): Promise<void> {
    this.connection.inTransaction = false;
    await this.connection.control('commit', true);
  }

  async rollbackTransaction(): Promise<void> {
    this.connection.inTransaction = false;
    await this.connection.control('rollback', true);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.releases.get(connection);
    this.releases.delete(connection);
    release?.();
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly options: { sessionWaitLimitMs?: number } = {},
  ) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.options.sessionWaitLimitMs ?? SESSION_WAIT_LIMIT_MS);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
