import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serviceKey } from '../service-registry';
import type { AuthUser } from './auth-user';
import '../http/fastify-augment';

export const SESSION_COOKIE = 'SESSION';

/** How the platform turns credentials into a player; the auth module implements it. */
export interface Authenticator {
  bySessionToken(token: string, request: FastifyRequest): Promise<AuthUser | null>;
  /** A token sent as `x-auth` or `Authorization: Bearer` (user token, mobile token). */
  byBearerToken(token: string, request: FastifyRequest): Promise<AuthUser | null>;
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

/** Adds `request.authUser()`: resolved once, only when a route or hook asks. */
export function installRequestAuth(app: FastifyInstance, authenticator: () => Authenticator): void {
  const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();
  app.decorateRequest('authVia', null);
  app.decorateRequest('authUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = authenticate(this, authenticator());
      cache.set(this, pending);
    }
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
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (!cookie || cookie.length > 256) return null;
  const user = await authenticator.bySessionToken(cookie, request);
  if (user) request.authVia = 'cookie';
  return user;
}
