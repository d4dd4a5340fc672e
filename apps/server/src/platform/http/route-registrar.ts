import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  RouteBody,
  RouteDefinition,
  RouteParams,
  RouteQuery,
} from '@sportsbook/core/api/route-definition';
import type { AuthUser } from '../auth/auth-user';

export interface HandlerInput<R extends RouteDefinition> {
  readonly query: RouteQuery<R>;
  readonly body: RouteBody<R>;
  readonly params: RouteParams<R>;
  /** The logged-in player, or null for a guest (never null on `auth: 'user'` routes). */
  readonly user: AuthUser | null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * Returns the response body. For `envelope: 'standard'` routes the value is sent as is (status 200 unless the
 * handler set another); for `envelope: 'platform'` routes the value becomes `Value` of the platform envelope.
 * Failures are thrown: `AppError` (standard) or `PlatformError` (platform envelope).
 */
export type RouteHandler<R extends RouteDefinition> = (input: HandlerInput<R>) => unknown;

export interface RouteRegistrar {
  implement<R extends RouteDefinition>(route: R, handler: RouteHandler<R>): void;
}
