import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../platform/auth/request-auth';
import type { Settings } from '../../platform/settings';

function options(settings: Settings, request: FastifyRequest) {
  const secure = request.protocol === 'https' || settings.mode === 'production';
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

/** Sets the HttpOnly session cookie of a new session; without "remember me" it dies with the browser. */
export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  settings: Settings,
  session: { token: string; expiresAt: Date; remember: boolean },
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...options(settings, request),
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, settings: Settings): void {
  reply.clearCookie(SESSION_COOKIE, options(settings, request));
}
