import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serviceKey } from '../service-registry';
import type { AuthUser } from './auth-user';
import type { KeptSession } from './kept-session';
import '../http/fastify-augment';

export const SESSION_COOKIE = 'SESSION';

/** How the platform turns credentials into a player; the auth module implements it. */
export interface Authenticator {
  bySessionToken(token: string, request: FastifyRequest): Promise<AuthUser | null>;
  /** A token sent as `x-auth` or `Authorization: Bearer` (user token, mobile token). */
  byBearerToken(token: string, request: FastifyRequest): Promise<AuthUser | null>;
  /**
   * The player of a session cookie this process looked up lately, from memory, or null. The session may have
   * ended since: whoever acts on it checks it first (KeptSession).
   */
  keptSessionUser(token: string): { readonly user: AuthUser; readonly session: KeptSession } | null;
}

/** Published by the module that owns players and sessions; the platform resolves every request through it. */
export const AUTHENTICATOR = serviceKey<Authenticator>('authenticator');

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers['x-auth'] ?? request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 2048 ? token : null;
}

function sessionCookie(request: FastifyRequest): string | null {
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie && cookie.length <= 256 ? cookie : null;
}

/**
 * Adds `request.authUser()`: resolved once, only when a route or hook asks; `request.keptAuthUser()`, the same
 * from memory when the session cookie was looked up lately (setting `request.keptSession`, which the caller
 * must check); and `request.recheckAuthUser()`, a fresh lookup that replaces a kept player.
 */
export function installRequestAuth(app: FastifyInstance, authenticator: () => Authenticator): void {
  const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();
  app.decorateRequest('authVia', null);
  app.decorateRequest('keptSession', null);
  app.decorateRequest('authUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = authenticate(this, authenticator());
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('keptAuthUser', function (this: FastifyRequest) {
    const cookie = cache.has(this) || bearerToken(this) ? null : sessionCookie(this);
    const kept = cookie ? authenticator().keptSessionUser(cookie) : null;
    if (kept) {
      this.keptSession = kept.session;
      this.authVia = 'cookie';
      cache.set(this, Promise.resolve(kept.user));
    }
    return this.authUser();
  });
  app.decorateRequest('recheckAuthUser', function (this: FastifyRequest) {
    this.keptSession = null;
    const pending = authenticate(this, authenticator());
    cache.set(this, pending);
    return pending;
  });
}

/**
 * The player of the request's token or session cookie, looked up afresh (not cached): a long-lived connection
 * asks again with the request that opened it, to learn whether its session is still live.
 */
export async function authenticate(
  request: FastifyRequest,
  authenticator: Authenticator,
): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (token) {
    const user = await authenticator.byBearerToken(token, request);
    if (user) request.authVia = 'token';
    return user;
  }
  const cookie = sessionCookie(request);
  if (!cookie) return null;
  const user = await authenticator.bySessionToken(cookie, request);
  if (user) request.authVia = 'cookie';
  return user;
}
