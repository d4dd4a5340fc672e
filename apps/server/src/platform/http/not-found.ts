import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDefinition } from '@sportsbook/core/api/route-definition';
import { AppError } from './app-error';
import { PlatformError } from './platform-envelope';

/** Paths with no parameters, by path: a request there with another method is 405, not 404. */
function methodsByStaticPath(routes: readonly RouteDefinition[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const route of routes) {
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      if (path.includes(':') || path.includes('*')) continue;
      const key = path.replace(/\/+$/, '') || '/';
      let methods = map.get(key);
      if (!methods) map.set(key, (methods = new Set()));
      methods.add(route.method);
    }
  }
  return map;
}

const PLATFORM_PREFIXES = ['/service-api/', '/linefeed/', '/livefeed/', '/liveutil/'];

/**
 * Unknown API paths answer 404 in the error body (or the feed envelope under the feed prefixes); the SPA
 * fallback, when given, answers only `/` and `/{lang}/...`.
 */
export function installNotFound(
  app: FastifyInstance,
  routes: readonly RouteDefinition[],
  spaFallback: ((request: FastifyRequest, reply: FastifyReply) => unknown) | null,
): void {
  const staticPaths = methodsByStaticPath(routes);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const trimmed = path.replace(/\/+$/, '') || '/';
    const methods = staticPaths.get(trimmed);
    if (methods && !methods.has(request.method)) {
      reply.header('allow', [...methods].join(', '));
      throw new AppError('METHOD_NOT_ALLOWED');
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && (path === '/' || /^\/[a-z]{2}(\/|$)/.test(path));
    if (isPage && spaFallback) return spaFallback(request, reply);
    if (PLATFORM_PREFIXES.some((prefix) => trimmed.toLowerCase().startsWith(prefix))) {
      throw new PlatformError(404, 'Method not found', 404);
    }
    throw new AppError('NOT_FOUND', `No such path: ${path.slice(0, 200)}`);
  });
}
