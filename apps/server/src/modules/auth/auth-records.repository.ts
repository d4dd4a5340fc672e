import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthEventsTable, OneTimeSecretsTable } from './auth.tables';

export type SecretRow = Selectable<OneTimeSecretsTable>;
export type AuthEventRow = Selectable<AuthEventsTable>;

export interface NewAuthEvent {
  readonly userId: number | null;
  readonly kind: string;
  readonly loginKind?: string | null;
  readonly sessionId?: string | null;
  readonly ip?: string | null;
  readonly userAgent?: string | null;
  readonly detail?: Record<string, unknown> | null;
}

/** The SQL of the auth event log, the per-address throttle and the one-time secrets. */
export class AuthRecordsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertEvent(event: NewAuthEvent, at: Date, trx: Kysely<Database> = this.db): Promise<void> {
    await trx
      .insertInto('auth_events')
      .values({
        user_id: event.userId,
        kind: event.kind,
        login_kind: event.loginKind ?? null,
        session_id: event.sessionId ?? null,
        ip: event.ip ?? null,
        user_agent: event.userAgent?.slice(0, 512) ?? null,
        detail: event.detail ? JSON.stringify(event.detail) : null,
        at,
      })
      .execute();
  }

  events(filter: { userId?: number; limit: number }): Promise<AuthEventRow[]> {
    let query = this.db.selectFrom('auth_events').selectAll().orderBy('id', 'desc').limit(filter.limit);
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
    return query.execute();
  }

  lockedUntil(key: string): Promise<{ locked_until: Date | null } | undefined> {
    return this.db
      .selectFrom('auth_throttle')
      .select('locked_until')
      .where('key', '=', key)
      .executeTakeFirst();
  }

  throttleRow(key: string): Promise<{ failures: number; window_started_at: Date } | undefined> {
    return this.db
      .selectFrom('auth_throttle')
      .select(['failures', 'window_started_at'])
      .where('key', '=', key)
      .executeTakeFirst();
  }

  /** Counts a failure in the key's window (restarting an old window); locks the key once it reaches `limit`. */
  async recordFailure(
    key: string,
    at: Date,
    windowMs: number,
    limit: number,
    lockedUntil: Date,
  ): Promise<boolean> {
    const windowStart = new Date(at.getTime() - windowMs);
    const row = await this.db
      .insertInto('auth_throttle')
      .values({ key, failures: 1, window_started_at: at, locked_until: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql`case when auth_throttle.window_started_at < ${windowStart} then 1 else auth_throttle.failures + 1 end`,
          window_started_at: sql`case when auth_throttle.window_started_at < ${windowStart} then ${at} else auth_throttle.window_started_at end`,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    if (row.failures < limit) return false;
    await this.db
      .updateTable('auth_throttle')
      .set({ locked_until: lockedUntil, failures: 0, window_started_at: at })
      .where('key', '=', key)
      .execute();
    return true;
  }

  async insertSecret(
    row: Omit<SecretRow, 'seq' | 'attempts' | 'confirmed_at' | 'used_at'>,
    trx: Kysely<Database> = this.db,
  ): Promise<void> {
    await trx
      .insertInto('one_time_secrets')
      .values({ ...row, confirmed_at: null, used_at: null })
      .execute();
  }

  latestSecret(purpose: string, target: string): Promise<SecretRow | undefined> {
    return this.db
      .selectFrom('one_time_secrets')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  secretByHash(purpose: string, hash: string): Promise<SecretRow | undefined> {
    return this.db
      .selectFrom('one_time_secrets')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('secret_hash', '=', hash)
      .executeTakeFirst();
  }

  async countSecretsSince(purpose: string, target: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('one_time_secrets')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async countAttempt(id: string): Promise<number> {
    const row = await this.db
      .updateTable('one_time_secrets')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .returning('attempts')
      .executeTakeFirstOrThrow();
    return row.attempts;
  }

  async confirmSecret(id: string, at: Date): Promise<void> {
    await this.db.updateTable('one_time_secrets').set({ confirmed_at: at }).where('id', '=', id).execute();
  }

  /** Marks a secret used; false when it already was (a concurrent use won). */
  async useSecret(id: string, at: Date, trx: Kysely<Database> = this.db): Promise<boolean> {
    const result = await trx
      .updateTable('one_time_secrets')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async useAllOf(
    purposes: readonly string[],
    userId: number,
    at: Date,
    trx: Kysely<Database> = this.db,
  ): Promise<void> {
    await trx
      .updateTable('one_time_secrets')
      .set({ used_at: at })
      .where('purpose', 'in', purposes)
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }
}
