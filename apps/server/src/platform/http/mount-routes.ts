import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDefinition } from '@sportsbook/core/api/route-definition';
import { AppError } from './app-error';
import { PlatformError, platformOk } from './platform-envelope';
import { parseRequestPart } from './request-validation';
import type { RouteHandler, RouteRegistrar } from './route-registrar';
import './fastify-augment';

/** Collects module handlers keyed by route id before the table is mounted. */
export class HandlerRegistry implements RouteRegistrar {
  readonly handlers = new Map<string, RouteHandler<RouteDefinition>>();

  implement<R extends RouteDefinition>(route: R, handler: RouteHandler<R>): void {
    if (this.handlers.has(route.id)) throw new Error(`Route ${route.id} is implemented twice`);
    this.handlers.set(route.id, handler as unknown as RouteHandler<RouteDefinition>);
  }
}

/** What a route answers a guest when it needs a player. */
export function unauthenticated(route: RouteDefinition): Error {
  return refuse(route, 'UNAUTHENTICATED');
}

function refuse(route: RouteDefinition, code: 'UNAUTHENTICATED' | 'NOT_IMPLEMENTED', detail?: string): Error {
  if (route.envelope === 'platform') {
    return code === 'UNAUTHENTICATED'
      ? new PlatformError(160, 'Authorisation required', 401)
      : new PlatformError(501, detail ?? 'Not implemented yet', 501);
  }
  return new AppError(code, detail);
}

function parseOrThrow<T>(
  route: RouteDefinition,
  schema: RouteDefinition['query'],
  input: unknown,
  part: string,
): T {
  if (!schema) return undefined as T;
  const outcome = parseRequestPart(schema, input ?? (part === 'body' ? undefined : {}), part);
  if (outcome.ok) return outcome.value as T;
  if (route.envelope === 'platform') {
    const fields = Object.keys(outcome.errors).join(', ');
    throw new PlatformError(400, `Invalid request parameters: ${fields}`, 400);
  }
  throw AppError.validation(outcome.errors);
}

function makeHandler(route: RouteDefinition, handler: RouteHandler<RouteDefinition> | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await request.authUser();
    if (route.auth === 'user' && !user) throw unauthenticated(route);
    if (!handler) throw refuse(route, 'NOT_IMPLEMENTED', `${route.id} comes with issue ${route.issue}`);
    const params = parseOrThrow(route, route.params, request.params, 'params');
    const query = parseOrThrow(route, route.query, request.query, 'query');
    const body = parseOrThrow(route, route.body, request.body, 'body');
    const result = await handler({ params, query, body, user, request, reply });
    if (reply.sent) return reply;
    return route.envelope === 'platform' ? platformOk(result) : (result ?? { data: null });
  };
}

/** Mounts every route of the table: implemented ones call their handler, the rest answer 501. */
export function mountRoutes(
  app: FastifyInstance,
  routes: readonly RouteDefinition[],
  registry: HandlerRegistry,
): void {
  const known = new Set(routes.map((r) => r.id));
  for (const id of registry.handlers.keys()) {
    if (!known.has(id)) throw new Error(`Handler for ${id} has no route-table entry`);
  }
  for (const route of routes) {
    const handler = makeHandler(route, registry.handlers.get(route.id));
    for (const url of [route.path, ...(route.aliases ?? [])]) {
      app.route({ method: route.method, url, config: { routeDefinition: route }, handler });
    }
  }
}
