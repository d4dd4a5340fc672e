import { tokenApi } from '@sportsbook/core/api/routes/token.routes';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { Clock } from '../../platform/clock';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { Settings } from '../../platform/settings';
import type { AuthService } from './auth.service';

export const USER_TOKEN_COOKIE = 'user_token';
/** The mobile bearer token lives an hour; a 401 makes the client refresh it (spec section 4). */
export const MOBILE_TOKEN_MS = 60 * 60_000;

/**
 * Tokens for calls made outside the session cookie (AUTH-13 to AUTH-16). Both are bound to the session, so
 * ending the session (logout, closesession, password change) makes them fail with 401 at once. The server's
 * clock goes out as the Date header so a client can correct its skew.
 */
export function registerTokenRoutes(
  routes: RouteRegistrar,
  auth: AuthService,
  clock: Clock,
  settings: Settings,
): void {
  routes.implement(tokenApi.userToken, async ({ user, reply, request }) => {
    const { token, expiresAt } = await auth.issueUserToken(user!);
    // Readable by the page, which sends it back as x-auth when a call asks for it.
    reply.setCookie(USER_TOKEN_COOKIE, token, {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: request.protocol === 'https' || settings.mode === 'production',
      expires: expiresAt,
    });
    reply.header('date', clock.now().toUTCString());
    return { data: { token } };
  });

  const mobileToken = async (user: AuthUser, reply: FastifyReply) => {
    const { token, expiresAt } = await auth.issueUserToken(user, MOBILE_TOKEN_MS);
    reply.header('date', clock.now().toUTCString());
    return { data: { type: 'token', attributes: { userToken: token, expireDate: expiresAt.toISOString() } } };
  };
  routes.implement(tokenApi.mobileToken, ({ user, reply }) => mobileToken(user!, reply));
  routes.implement(tokenApi.mobileTokenRefresh, ({ user, reply }) => {
    reply.type('application/vnd.api+json');
    return mobileToken(user!, reply);
  });
}
