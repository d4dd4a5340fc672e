import type { FastifyReply } from 'fastify';
import { authApi } from '@sportsbook/core/api/routes/auth.routes';
import { SESSION_COOKIE } from '../../platform/auth/request-auth';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { Settings } from '../../platform/settings';
import type { AuthService } from './auth.service';

function sessionCookieOptions(settings: Settings, secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secure || settings.mode === 'production' };
}

export function registerAuthRoutes(routes: RouteRegistrar, auth: AuthService, settings: Settings): void {
  routes.implement(authApi.userAuth, async ({ body, request, reply }) => {
    const result = await auth.login({
      login: body.login,
      password: body.password,
      remember: body.remember_auth ?? false,
      request,
    });
    reply.setCookie(SESSION_COOKIE, result.token, {
      ...sessionCookieOptions(settings, request.protocol === 'https'),
      // Without "remember me" the cookie dies with the browser; the server-side expiry still applies.
      ...(result.remember ? { expires: result.expiresAt } : {}),
    });
    return { data: { userId: result.user.id, login: result.user.login, sessionExpiresAt: result.expiresAt.toISOString() } };
  });

  routes.implement(authApi.userDisconnect, async ({ user, request, reply }) => {
    if (user) await auth.logout(user.sessionId);
    clearSessionCookie(reply, settings, request.protocol === 'https');
    return { data: { ok: true } };
  });

  routes.implement(authApi.sessionUser, async ({ user }) => ({
    data: {
      isAuthenticated: user !== null,
      user: user && {
        id: user.id,
        login: user.login,
        email: user.email,
        phone: user.phone,
        countryId: user.countryId,
        language: user.language,
      },
    },
  }));
}

function clearSessionCookie(reply: FastifyReply, settings: Settings, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(settings, secure));
}
