import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth/auth-user';
import { KeptSession } from '../../platform/auth/kept-session';
import type { Authenticator } from '../../platform/auth/request-auth';
import type { Clock } from '../../platform/clock';
import { ExpiringMap } from '../../platform/expiring-map';
import { AppError } from '../../platform/http/app-error';
import { serviceKey } from '../../platform/service-registry';
import type { AuthEvents } from './auth-events';
import type { AuthRepository, NewUser, UserRow } from './auth.repository';
import { parseLoginIdentifier } from './login-identifier';
import type { LoginThrottle } from './login-throttle';
import type { OneTimeSecrets } from './one-time-secrets';
import type { PasswordHasher } from './password-hasher';
import type { SessionOwner, SessionPolicy } from './session-policy';
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
/**
 * A session cookie looked up within this long may be taken from memory by a caller that checks the session where
 * it writes (a bet: session_check in bet_place). Its player's name, e-mail and language may be this old.
 */
const KEPT_SESSION_MS = 60_000;
const USER_TOKEN_MS = 15 * 60_000;

export interface LoginResult {
  readonly user: AuthUser;
  readonly token: string;
  readonly expiresAt: Date;
  readonly remember: boolean;
  readonly redirectTo: string | null;
}

/** A right password of a player with two-factor on: no session yet, the code step comes next. */
/** The password was right; the session waits for a second step: the app code, or a code sent by e-mail. */
export interface SecondFactorRequired {
  readonly secondFactor: 'app' | 'email';
  readonly userId: number;
  readonly remember: boolean;
  /** The address the e-mail step sends its code to. */
  readonly email: string | null;
}

export type SessionUser = SessionOwner & Pick<UserRow, 'id' | 'email' | 'phone' | 'login_name' | 'status'>;

/** A new player; the password may come hashed already, so a transaction need not wait for the hashing. */
export type NewUserInput = Omit<NewUser, 'passwordHash' | 'at' | 'email' | 'phone'> & {
  readonly email?: string | null;
  readonly phone?: string | null;
} & ({ readonly password: string } | { readonly passwordHash: string });

export interface AuthService extends Authenticator {
  login(input: {
    login: string;
    password: string;
    remember: boolean;
    request: FastifyRequest;
  }): Promise<LoginResult | SecondFactorRequired>;
  /**
   * A new session for a player who proved who they are (password, code, frame token, registration). Inside
   * a transaction pass the policy, worked out before it: reading the configuration there could wait on it.
   */
  startSession(input: {
    user: SessionUser;
    remember: boolean;
    loginKind: string;
    request: FastifyRequest;
    trx?: Kysely<Database>;
    policy?: SessionPolicy;
  }): Promise<LoginResult>;
  logout(sessionId: string, reason?: string): Promise<void>;
  /** A short-lived signed token for the `x-auth` header, bound to the session (logout kills it). */
  issueUserToken(user: AuthUser, lifetimeMs?: number): Promise<{ token: string; expiresAt: Date }>;
  createUser(input: NewUserInput, trx?: Kysely<Database>): Promise<number>;
  findUser(id: number): Promise<UserRow | undefined>;
  /** A failed secret (password, code) from this request: counts against its address, then its account. */
  recordFailure(request: FastifyRequest, userId: number | null, loginKind: string): Promise<void>;
  assertAddressOpen(request: FastifyRequest): Promise<void>;
  /** Failed secrets from this request's address in the current throttle window. */
  recentFailures(request: FastifyRequest): Promise<number>;
  sessionPolicy(owner: SessionOwner): Promise<SessionPolicy>;
  /** Whether the player has two-factor on: a login then asks for the app's code. */
  twoFactorEnabled(userId: number): Promise<boolean>;
  readonly repository: AuthRepository;
  readonly events: AuthEvents;
  readonly secrets: OneTimeSecrets;
  readonly hasher: PasswordHasher;
}

export const AUTH_SERVICE = serviceKey<AuthService>('auth');

type SessionRow = NonNullable<Awaited<ReturnType<AuthRepository['findLiveSession']>>>;

function toAuthUser(row: Omit<SessionRow, 'last_seen_at' | 'idle_timeout_ms'>): AuthUser {
  return {
    id: row.id,
    sessionId: row.session_id,
    login: row.login_name ?? row.email ?? String(row.id),
    email: row.email,
    phone: row.phone,
    countryId: row.country_id,
    partnerId: row.partner_id,
    language: row.language,
    blocked: row.status === 'blocked',
  };
}

export function createAuthService(deps: {
  repository: AuthRepository;
  events: AuthEvents;
  throttle: LoginThrottle;
  secrets: OneTimeSecrets;
  hasher: PasswordHasher;
  clock: Clock;
  secret: string;
  policy: (owner: SessionOwner) => Promise<SessionPolicy>;
  needsSecondFactor: (userId: number) => Promise<boolean>;
  /** The player switched on login confirmation by e-mail (ACC-21: the setting disable_auth_by_email off). */
  confirmsByEmail: (userId: number) => Promise<boolean>;
}): AuthService {
  const { repository, events, throttle, hasher, clock } = deps;
  const key = new TextEncoder().encode(deps.secret);
  // Verifying against a real hash when the login is unknown keeps both paths equally slow.
  const dummyHash = hasher.hash('not-a-password-of-anyone');
  // By the hash of the cookie's token, as the sessions table holds it.
  const kept = new ExpiringMap<string, AuthUser>(clock, KEPT_SESSION_MS);

  async function liveUser(row: SessionRow | undefined): Promise<AuthUser | null> {
    if (!row) return null;
    const now = clock.now();
    const idleMs = now.getTime() - row.last_seen_at.getTime();
    if (row.idle_timeout_ms !== null && idleMs > row.idle_timeout_ms) {
      if (await repository.endSession(row.session_id, now, 'idle'))
        await events.record('idle_logoff', { userId: row.id, sessionId: row.session_id });
      return null;
    }
    if (idleMs > TOUCH_INTERVAL_MS) await repository.touchSession(row.session_id, now);
    return toAuthUser(row);
  }

  const service: AuthService = {
    repository,
    events,
    secrets: deps.secrets,
    hasher,
    sessionPolicy: deps.policy,
    twoFactorEnabled: deps.needsSecondFactor,

    async assertAddressOpen(request) {
      await throttle.assertAddressOpen(request.ip, () => undefined);
    },

    recentFailures: (request) => throttle.recentFailures(request.ip),

    async recordFailure(request, userId, loginKind) {
      await events.record('login_failed', { userId, request, loginKind });
      if (await throttle.recordFailure(request.ip))
        await events.record('address_locked', { userId: null, request });
      if (userId === null) return;
      const lockedUntil = new Date(clock.nowMs() + LOCK_MS);
      if (await repository.recordFailedLogin(userId, LOCK_AFTER_FAILURES, lockedUntil))
        await events.record('account_locked', {
          userId,
          request,
          detail: { until: lockedUntil.toISOString() },
        });
    },

    async login({ login, password, remember, request }) {
      await service.assertAddressOpen(request);
      const identifier = parseLoginIdentifier(login);
      const user = identifier ? await repository.findUserByIdentifier(identifier) : undefined;
      const loginKind = identifier?.kind ?? 'unknown';
      if (!user) {
        await hasher.verify(await dummyHash, password);
        await service.recordFailure(request, null, loginKind);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (user.locked_until && user.locked_until > clock.now()) throw new AppError('ACCOUNT_LOCKED');
      if (!(await hasher.verify(user.password_hash, password))) {
        await service.recordFailure(request, user.id, loginKind);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (user.status === 'blocked') {
        await events.record('login_failed', {
          userId: user.id,
          request,
          loginKind,
          detail: { blocked: true },
        });
        throw new AppError('ACCOUNT_BLOCKED');
      }
      // With two-factor on, failures are cleared only after the code: a known password must not reset the
      // count of wrong codes.
      const pending = { userId: user.id, remember, email: user.email };
      if (await deps.needsSecondFactor(user.id)) return { secondFactor: 'app', ...pending };
      if (user.email && (await deps.confirmsByEmail(user.id))) return { secondFactor: 'email', ...pending };
      if (user.failed_logins > 0 || user.locked_until) await repository.clearFailedLogins(user.id);
      return service.startSession({ user, remember, loginKind, request });
    },

    async startSession({ user, remember, loginKind, request, trx, ...given }) {
      const policy = given.policy ?? (await deps.policy(user));
      const now = clock.now();
      const { token, hash } = newSessionToken();
      const sessionId = randomUUID();
      const expiresAt = new Date(now.getTime() + (remember ? REMEMBERED_SESSION_MS : SESSION_MS));
      await repository.insertSession(
        {
          id: sessionId,
          tokenHash: hash,
          userId: user.id,
          remember,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
          loginKind,
          idleTimeoutMs: policy.idleTimeoutMs,
          at: now,
          expiresAt,
        },
        trx,
      );
      await events.record('login', { userId: user.id, request, loginKind, sessionId }, trx);
      const authUser = toAuthUser({ ...user, session_id: sessionId });
      return { user: authUser, token, expiresAt, remember, redirectTo: policy.redirectAfterLogin };
    },

    async logout(sessionId, reason = 'logout') {
      await repository.endSession(sessionId, clock.now(), reason);
    },

    async bySessionToken(token) {
      const hash = hashSessionToken(token);
      const user = await liveUser(await repository.findLiveSession(hash, clock.now()));
      // A blocked player is looked up every time, so an unblock shows at once.
      if (user && !user.blocked) kept.set(hash, user);
      else kept.delete(hash);
      return user;
    },

    keptSessionUser(token) {
      const user = kept.get(hashSessionToken(token));
      return user ? { user, session: new KeptSession(user.sessionId, TOUCH_INTERVAL_MS) } : null;
    },

    async byBearerToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, { currentDate: clock.now(), algorithms: ['HS256'] });
        if (typeof payload.sid !== 'string' || payload.aud !== undefined) return null;
        return liveUser(await repository.findLiveSessionById(payload.sid, clock.now()));
      } catch {
        return null;
      }
    },

    async issueUserToken(user, lifetimeMs = USER_TOKEN_MS) {
      const expiresAt = new Date(clock.nowMs() + lifetimeMs);
      const token = await new SignJWT({ sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt(Math.floor(clock.nowMs() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },

    async createUser(input, trx) {
      const passwordHash = 'passwordHash' in input ? input.passwordHash : await hasher.hash(input.password);
      const user: NewUser = {
        email: input.email?.toLowerCase() ?? null,
        phone: input.phone?.replace(/\D/g, '') ?? null,
        passwordHash,
        name: input.name,
        surname: input.surname,
        countryId: input.countryId,
        language: input.language,
        loginName: input.loginName,
        registrationType: input.registrationType,
        partnerId: input.partnerId,
        phoneConfirmedAt: input.phoneConfirmedAt,
        emailConfirmedAt: input.emailConfirmedAt,
        at: clock.now(),
      };
      return repository.insertUser(user, trx);
    },

    findUser: (id) => repository.findUserById(id),
  };
  return service;
}
