import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { type Authenticator, SESSION_COOKIE } from './request-auth';

function headerValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.length <= 2048 ? first : null;
}

/**
 * Routes marked `authHeader: 'extra-auth'` (identification) need the player's user token in `x-auth` and the
 * session cookie, both naming the same player: a cross-site form carries the cookie but cannot set the header,
 * and a token leaked alone does not reach these calls. Runs before every handler, so it holds for calls whose
 * handler comes later.
 */
export function installExtraAuthGuard(app: FastifyInstance, authenticator: () => Authenticator): void {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.routeDefinition?.authHeader !== 'extra-auth') return;
    const token = headerValue(request.headers['x-auth']);
    const cookie = request.cookies?.[SESSION_COOKIE];
    if (!token || !cookie || cookie.length > 256) throw new AppError('UNAUTHENTICATED');
    const [byToken, byCookie] = await Promise.all([
      authenticator().byBearerToken(token, request),
      authenticator().bySessionToken(cookie, request),
    ]);
    if (!byToken || !byCookie || byToken.id !== byCookie.id) throw new AppError('UNAUTHENTICATED');
  });
}
