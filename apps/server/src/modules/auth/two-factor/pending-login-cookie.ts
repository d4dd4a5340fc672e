import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../../../platform/settings';
import { PENDING_LOGIN_MS } from './two-factor.service';

/** Carries the password step of a two-factor login to user/twoauth/ without exposing it to scripts. */
const PENDING_LOGIN_COOKIE = 'TWO_FACTOR_PENDING';
const PATH = '/web-api/';

function options(settings: Settings, request: FastifyRequest) {
  const secure = request.protocol === 'https' || settings.mode === 'production';
  return { path: PATH, httpOnly: true, sameSite: 'lax' as const, secure };
}

export function setPendingLoginCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  settings: Settings,
  token: string,
): void {
  reply.setCookie(PENDING_LOGIN_COOKIE, token, {
    ...options(settings, request),
    maxAge: PENDING_LOGIN_MS / 1000,
  });
}

export function clearPendingLoginCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  settings: Settings,
): void {
  reply.clearCookie(PENDING_LOGIN_COOKIE, options(settings, request));
}

export function pendingLoginToken(request: FastifyRequest): string | undefined {
  return request.cookies?.[PENDING_LOGIN_COOKIE];
}
