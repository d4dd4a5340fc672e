import type { RouteDefinition } from '@sportsbook/core/api/route-definition';
import type { AuthUser } from '../auth/auth-user';
import type { KeptSession } from '../auth/kept-session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route-table entry a mounted route serves; absent on platform routes (health, static). */
    routeDefinition?: RouteDefinition;
  }
  interface FastifyRequest {
    /** The player behind the session cookie or token, resolved once per request; null for a guest. */
    authUser(): Promise<AuthUser | null>;
    /** authUser() from memory when the session was looked up lately: then keptSession is set. */
    keptAuthUser(): Promise<AuthUser | null>;
    /** A fresh lookup, replacing a kept player (keptSession becomes null). */
    recheckAuthUser(): Promise<AuthUser | null>;
    /** The session of a player taken from memory, to be checked before acting on it; null after a lookup. */
    keptSession: KeptSession | null;
    /** How the request authenticated, once authUser() ran. */
    authVia: 'cookie' | 'token' | null;
  }
}
