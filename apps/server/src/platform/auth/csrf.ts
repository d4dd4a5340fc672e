import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { SESSION_COOKIE, bearerToken } from './request-auth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Origins compared in URL-normalised form (`http://host:80` is `http://host`). */
function normalisedOrigin(origin: string): string | null {
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}

/**
 * A state-changing request that relies on the session cookie must come from our own pages. Browsers send
 * Origin on every cross-site POST, so a foreign Origin (or Sec-Fetch-Site: cross-site) is refused. Token
 * requests (x-auth, Bearer) are not cookie-bound, nor are the open coupon calls, which carry no identity.
 */
export function installCsrfGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins.map(normalisedOrigin).filter((o): o is string => o !== null));
  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.config.routeDefinition;
    if (!route || (route.auth === 'guest' && route.envelope === 'platform')) return;
    if (!request.cookies?.[SESSION_COOKIE] || bearerToken(request)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const own = normalisedOrigin(`${request.protocol}://${request.host}`);
    const presented = typeof origin === 'string' ? normalisedOrigin(origin) : undefined;
    const foreignOrigin = presented !== undefined && presented !== own && !allowed.has(presented ?? '');
    if (foreignOrigin || fetchSite === 'cross-site') throw new AppError('CSRF_REJECTED');
  });
}
