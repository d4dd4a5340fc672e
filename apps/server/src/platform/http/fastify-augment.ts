import type { RouteDefinition } from '@sportsbook/core/api/route-definition';
import type { AuthUser } from '../auth/auth-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route-table entry a mounted route serves; absent on platform routes (health, static). */
    routeDefinition?: RouteDefinition;
  }
  interface FastifyRequest {
    /** The player behind the session cookie or token, resolved once per request; null for a guest. */
    authUser(): Promise<AuthUser | null>;
    /** How the request authenticated, once authUser() ran. */
    authVia: 'cookie' | 'token' | null;
  }
}
