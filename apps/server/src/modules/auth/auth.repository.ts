import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { UsersTable } from './auth.tables';
import type { LoginIdentifier } from './login-identifier';

export type UserRow = Selectable<UsersTable>;

export interface NewSession {
  id: string;
  tokenHash: string;
  userId: number;
  remember: boolean;
  ip: string | null;
  userAgent: string | null;
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

  async insertUser(user: {
    email: string | null;
    phone: string | null;
    passwordHash: string;
    name?: string | null;
    surname?: string | null;
    countryId?: number | null;
    language?: string;
    at: Date;
  }): Promise<number> {
    const row = await this.db
      .insertInto('users')
      .values({
        email: user.email,
        phone: user.phone,
        password_hash: user.passwordHash,
        name: user.name ?? null,
        surname: user.surname ?? null,
        country_id: user.countryId ?? null,
        ...(user.language ? { language: user.language } : {}),
        created_at: user.at,
        updated_at: user.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async recordFailedLogin(userId: number, lockAfter: number, lockedUntil: Date): Promise<number> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('id', '=', userId)
      .returning('failed_logins')
      .executeTakeFirstOrThrow();
    if (row.failed_logins >= lockAfter) {
      await this.db
        .updateTable('users')
        .set({ locked_until: lockedUntil, failed_logins: 0 })
        .where('id', '=', userId)
        .execute();
    }
    return row.failed_logins;
  }

  async clearFailedLogins(userId: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ failed_logins: 0, locked_until: null })
      .where('id', '=', userId)
      .execute();
  }

  async insertSession(session: NewSession): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        id: session.id,
        token_hash: session.tokenHash,
        user_id: session.userId,
        remember: session.remember,
        ip: session.ip,
        user_agent: session.userAgent,
        created_at: session.at,
        last_seen_at: session.at,
        expires_at: session.expiresAt,
      })
      .execute();
  }

  /** Live sessions with their player; ended or expired sessions never authenticate. */
  private liveSessions(at: Date) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'sessions.last_seen_at',
        'users.id',
        'users.email',
        'users.phone',
        'users.country_id',
        'users.language',
        'users.status',
      ])
      .where('sessions.ended_at', 'is', null)
      .where('sessions.expires_at', '>', at);
  }

  findLiveSession(tokenHash: string, at: Date) {
    return this.liveSessions(at).where('sessions.token_hash', '=', tokenHash).executeTakeFirst();
  }

  findLiveSessionById(sessionId: string, at: Date) {
    return this.liveSessions(at).where('sessions.id', '=', sessionId).executeTakeFirst();
  }

  async touchSession(sessionId: string, at: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
  }

  async endSession(sessionId: string, at: Date, reason: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ ended_at: at, end_reason: reason })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .execute();
  }
}
