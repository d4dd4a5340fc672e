import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { compileOnce } from '../../platform/db/compile-once';
import type { SessionsTable, UsersTable } from './auth.tables';
import type { LoginIdentifier } from './login-identifier';

export type UserRow = Selectable<UsersTable>;
export type SessionRecord = Selectable<SessionsTable>;
export type UserChanges = Omit<Updateable<UsersTable>, 'id' | 'created_at'>;

export interface NewUser {
  email: string | null;
  phone: string | null;
  passwordHash: string;
  name?: string | null;
  surname?: string | null;
  countryId?: number | null;
  language?: string;
  loginName?: string | null;
  registrationType?: string | null;
  partnerId?: number;
  phoneConfirmedAt?: Date | null;
  /** Set when someone we trust already proved the address (a social provider's verified e-mail). */
  emailConfirmedAt?: Date | null;
  at: Date;
}

export interface NewSession {
  id: string;
  tokenHash: string;
  userId: number;
  remember: boolean;
  ip: string | null;
  userAgent: string | null;
  loginKind: string;
  idleTimeoutMs: number | null;
  at: Date;
  expiresAt: Date;
}

/** The only place with the SQL of users and sessions. */
export class AuthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findUserByIdentifier(identifier: LoginIdentifier): Promise<UserRow | undefined> {
    const users = this.db.selectFrom('users').selectAll();
    switch (identifier.kind) {
      case 'email':
        return users.where('email', '=', identifier.email).executeTakeFirst();
      case 'phone_number':
        return users.where('phone', '=', identifier.phoneDigits).executeTakeFirst();
      case 'login_name':
        return users.where('login_name', '=', identifier.loginName).executeTakeFirst();
      case 'id':
        return (
          (await users.where('id', '=', identifier.id).executeTakeFirst()) ??
          (await users.where('phone', '=', identifier.phoneDigits).executeTakeFirst())
        );
    }
  }

  findUserById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Which of the given e-mail, phone and login belong to an account other than `exceptUserId`. */
  async takenIdentities(
    identity: { email?: string | null; phone?: string | null; loginName?: string | null },
    exceptUserId?: number,
  ): Promise<{ email: boolean; phone: boolean; loginName: boolean }> {
    const rows = await this.db
      .selectFrom('users')
      .select(['email', 'phone', 'login_name'])
      .where((eb) =>
        eb.or([
          ...(identity.email ? [eb('email', '=', identity.email)] : []),
          ...(identity.phone ? [eb('phone', '=', identity.phone)] : []),
          ...(identity.loginName ? [eb('login_name', '=', identity.loginName)] : []),
          eb.val(false),
        ]),
      )
      .$if(exceptUserId !== undefined, (q) => q.where('id', '<>', exceptUserId!))
      .execute();
    return {
      email: rows.some((r) => identity.email && r.email === identity.email),
      phone: rows.some((r) => identity.phone && r.phone === identity.phone),
      loginName: rows.some((r) => identity.loginName && r.login_name === identity.loginName),
    };
  }

  async insertUser(user: NewUser, trx: Kysely<Database> = this.db): Promise<number> {
    const row = await trx
      .insertInto('users')
      .values({
        email: user.email,
        phone: user.phone,
        password_hash: user.passwordHash,
        name: user.name ?? null,
        surname: user.surname ?? null,
        country_id: user.countryId ?? null,
        ...(user.language ? { language: user.language } : {}),
        login_name: user.loginName ?? null,
        registration_type: user.registrationType ?? null,
        ...(user.partnerId ? { partner_id: user.partnerId } : {}),
        phone_confirmed_at: user.phoneConfirmedAt ?? null,
        email_confirmed_at: user.emailConfirmedAt ?? null,
        password_changed_at: user.at,
        created_at: user.at,
        updated_at: user.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateUser(
    userId: number,
    changes: UserChanges,
    at: Date,
    trx: Kysely<Database> = this.db,
  ): Promise<void> {
    await trx
      .updateTable('users')
      .set({ ...changes, updated_at: at })
      .where('id', '=', userId)
      .execute();
  }

  /** Counts a wrong password; at `lockAfter` in a row the account locks. Answers whether it just locked. */
  async recordFailedLogin(userId: number, lockAfter: number, lockedUntil: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('id', '=', userId)
      .returning('failed_logins')
      .executeTakeFirstOrThrow();
    if (row.failed_logins < lockAfter) return false;
    await this.db
      .updateTable('users')
      .set({ locked_until: lockedUntil, failed_logins: 0 })
      .where('id', '=', userId)
      .execute();
    return true;
  }

  async clearFailedLogins(userId: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ failed_logins: 0, locked_until: null })
      .where('id', '=', userId)
      .execute();
  }

  async insertSession(session: NewSession, trx: Kysely<Database> = this.db): Promise<void> {
    await trx
      .insertInto('sessions')
      .values({
        id: session.id,
        token_hash: session.tokenHash,
        user_id: session.userId,
        remember: session.remember,
        ip: session.ip,
        user_agent: session.userAgent,
        login_kind: session.loginKind,
        idle_timeout_ms: session.idleTimeoutMs,
        created_at: session.at,
        last_seen_at: session.at,
        expires_at: session.expiresAt,
      })
      .execute();
  }

  /** Live sessions with their player; ended or expired sessions never authenticate. */
  private liveSessions(at: Date, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'sessions.last_seen_at',
        'sessions.idle_timeout_ms',
        'users.id',
        'users.email',
        'users.phone',
        'users.login_name',
        'users.country_id',
        'users.partner_id',
        'users.language',
        'users.status',
      ])
      .where('sessions.ended_at', 'is', null)
      .where('sessions.expires_at', '>', at);
  }

  // Every request with a session runs one of these: compiled once.
  private readonly liveSessionByToken = compileOnce(
    ['at', 'tokenHash'],
    (db: Kysely<Database>, v: { at: Date; tokenHash: string }) =>
      this.liveSessions(v.at, db).where('sessions.token_hash', '=', v.tokenHash),
  );
  private readonly liveSessionById = compileOnce(
    ['at', 'sessionId'],
    (db: Kysely<Database>, v: { at: Date; sessionId: string }) =>
      this.liveSessions(v.at, db).where('sessions.id', '=', v.sessionId),
  );

  async findLiveSession(tokenHash: string, at: Date) {
    return (await this.db.executeQuery(this.liveSessionByToken(this.db, { at, tokenHash }))).rows[0];
  }

  async findLiveSessionById(sessionId: string, at: Date) {
    return (await this.db.executeQuery(this.liveSessionById(this.db, { at, sessionId }))).rows[0];
  }

  async touchSession(sessionId: string, at: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
  }

  async endSession(sessionId: string, at: Date, reason: string): Promise<boolean> {
    const result = await this.db
      .updateTable('sessions')
      .set({ ended_at: at, end_reason: reason })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Ends every live session of the player, but `keepSessionId`; answers how many ended. */
  async endUserSessions(
    userId: number,
    keepSessionId: string | null,
    at: Date,
    reason: string,
    trx: Kysely<Database> = this.db,
  ): Promise<number> {
    const result = await trx
      .updateTable('sessions')
      .set({ ended_at: at, end_reason: reason })
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .$if(keepSessionId !== null, (q) => q.where('id', '<>', keepSessionId!))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The player's sessions: the live ones, or the ended and expired ones, newest first. */
  sessionsOfUser(userId: number, live: boolean, at: Date, limit: number): Promise<SessionRecord[]> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) =>
        live
          ? eb.and([eb('ended_at', 'is', null), eb('expires_at', '>', at)])
          : eb.or([eb('ended_at', 'is not', null), eb('expires_at', '<=', at)]),
      )
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  findSessionOfUser(userId: number, sessionId: string): Promise<SessionRecord | undefined> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', sessionId)
      .executeTakeFirst();
  }
}
