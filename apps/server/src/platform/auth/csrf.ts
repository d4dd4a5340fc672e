import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { SESSION_COOKIE, bearerToken } from './request-auth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string {
  const proto = request.protocol;
  return `${proto}://${request.host}`;
}

/**
 * A state-changing request that relies on the session cookie must come from our own pages. Browsers send
 * Origin on every cross-site POST, so a foreign Origin (or Sec-Fetch-Site: cross-site) is refused. Token
 * requests (x-auth, Bearer) are not cookie-bound, nor are the open coupon calls, which carry no identity.
 */
export function installCsrfGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.config.routeDefinition;
    if (!route || (route.auth === 'guest' && route.envelope === 'platform')) return;
    if (!request.cookies?.[SESSION_COOKIE] || bearerToken(request)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const foreignOrigin =
      typeof origin === 'string' && origin !== requestOrigin(request) && !allowedOrigins.includes(origin);
    if (foreignOrigin || fetchSite === 'cross-site') throw new AppError('CSRF_REJECTED');
  });
}
