import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { Authenticator } from '../../platform/auth/request-auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { serviceKey } from '../../platform/service-registry';
import type { AuthRepository } from './auth.repository';
import { parseLoginIdentifier } from './login-identifier';
import type { PasswordHasher } from './password-hasher';
import { hashSessionToken, newSessionToken } from './session-token';

const DAY_MS = 86_400_000;
/** A remembered login lasts 30 days; otherwise the session ends after a day (and the cookie with the browser). */
export const REMEMBERED_SESSION_MS = 30 * DAY_MS;
export const SESSION_MS = DAY_MS;
/** Five wrong passwords in a row lock the account for 15 minutes. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
/** last_seen_at is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
const USER_TOKEN_MS = 15 * 60_000;

export interface LoginResult {
  readonly user: AuthUser;
  readonly token: string;
  readonly expiresAt: Date;
  readonly remember: boolean;
}

export interface AuthService extends Authenticator {
  login(input: { login: string; password: string; remember: boolean; request: FastifyRequest }): Promise<LoginResult>;
  logout(sessionId: string, reason?: string): Promise<void>;
  /** A short-lived signed token for the `x-auth` header, bound to the session (logout kills it). */
  issueUserToken(user: AuthUser): Promise<{ token: string; expiresAt: Date }>;
  createUser(input: { email?: string; phone?: string; password: string; name?: string; countryId?: number; language?: string }): Promise<number>;
}

export const AUTH_SERVICE = serviceKey<AuthService>('auth');

type SessionRow = NonNullable<Awaited<ReturnType<AuthRepository['findLiveSession']>>>;

function toAuthUser(row: SessionRow): AuthUser {
  return {
    id: row.id,
    sessionId: row.session_id,
    login: row.email ?? String(row.id),
    email: row.email,
    phone: row.phone,
    countryId: row.country_id,
    language: row.language,
    blocked: row.status === 'blocked',
  };
}

export function createAuthService(deps: {
  repository: AuthRepository;
  hasher: PasswordHasher;
  clock: Clock;
  secret: string;
}): AuthService {
  const { repository, hasher, clock } = deps;
  const key = new TextEncoder().encode(deps.secret);
  // Verifying against a real hash when the login is unknown keeps both paths equally slow.
  const dummyHash = hasher.hash('not-a-password-of-anyone');

  async function liveUser(row: SessionRow | undefined): Promise<AuthUser | null> {
    if (!row) return null;
    const now = clock.now();
    if (now.getTime() - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
      await repository.touchSession(row.session_id, now);
    }
    return toAuthUser(row);
  }

  return {
    async login({ login, password, remember, request }) {
      const identifier = parseLoginIdentifier(login);
      const user = identifier ? await repository.findUserByIdentifier(identifier) : undefined;
      const now = clock.now();
      if (!user) {
        await hasher.verify(await dummyHash, password);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (user.locked_until && user.locked_until > now) {
        throw new AppError('ACCOUNT_LOCKED');
      }
      if (!(await hasher.verify(user.password_hash, password))) {
        await repository.recordFailedLogin(user.id, LOCK_AFTER_FAILURES, new Date(now.getTime() + LOCK_MS));
        request.log.info({ event: 'auth.login_failed', userId: user.id }, 'login failed');
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (user.status === 'blocked') throw new AppError('ACCOUNT_BLOCKED');
      if (user.failed_logins > 0 || user.locked_until) await repository.clearFailedLogins(user.id);
      const { token, hash } = newSessionToken();
      const sessionId = randomUUID();
      const expiresAt = new Date(now.getTime() + (remember ? REMEMBERED_SESSION_MS : SESSION_MS));
      await repository.insertSession({
        id: sessionId,
        tokenHash: hash,
        userId: user.id,
        remember,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        at: now,
        expiresAt,
      });
      request.log.info({ event: 'auth.login', userId: user.id, sessionId }, 'login');
      const authUser = toAuthUser({ ...user, session_id: sessionId, last_seen_at: now });
      return { user: authUser, token, expiresAt, remember };
    },

    async logout(sessionId, reason = 'logout') {
      await repository.endSession(sessionId, clock.now(), reason);
    },

    async bySessionToken(token) {
      return liveUser(await repository.findLiveSession(hashSessionToken(token), clock.now()));
    },

    async byBearerToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, { currentDate: clock.now(), algorithms: ['HS256'] });
        if (typeof payload.sid !== 'string') return null;
        return liveUser(await repository.findLiveSessionById(payload.sid, clock.now()));
      } catch {
        return null;
      }
    },

    async issueUserToken(user) {
      const expiresAt = new Date(clock.nowMs() + USER_TOKEN_MS);
      const token = await new SignJWT({ sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt(Math.floor(clock.nowMs() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },

    async createUser(input) {
      return repository.insertUser({
        email: input.email?.toLowerCase() ?? null,
        phone: input.phone?.replace(/\D/g, '') ?? null,
        passwordHash: await hasher.hash(input.password),
        name: input.name ?? null,
        countryId: input.countryId ?? null,
        ...(input.language ? { language: input.language } : {}),
        at: clock.now(),
      });
    },
  };
}
