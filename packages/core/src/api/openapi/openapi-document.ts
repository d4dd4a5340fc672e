import { errorBodySchema } from '../../errors/error-body';
import type { RouteDefinition } from '../route-definition';
import { platformErrorEnvelopeSchema } from '../schemas/platform-envelope.schema';
import { toJsonSchema } from './json-schema';
import type { OpenApiOperation } from './openapi-operation';
import { routeOperation } from './openapi-operation';
import { toOpenApiPath } from './openapi-path';
import { TAG_TITLES, orderedTags } from './tag-titles';

export interface OpenApiOptions {
  readonly title?: string;
  readonly version?: string;
  /** The session cookie's name, as the server sets it. */
  readonly sessionCookieName?: string;
}

export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly tags: readonly { readonly name: string; readonly description?: string }[];
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components: Record<string, Record<string, unknown>>;
}

const INTRO =
  'Every call the product answers, generated from the route table in packages/core. Errors use the error body, except the feed and coupon/bet calls, which answer in the platform envelope (spec/linefeed-format.md, spec/coupon-format.md).';

/** Builds the OpenAPI 3.1 document of a route table: each path and alias, with its schemas and auth. */
export function buildOpenApiDocument(
  routes: readonly RouteDefinition[],
  options: OpenApiOptions = {},
): OpenApiDocument {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  const add = (path: string, method: string, operation: OpenApiOperation) => {
    const item = (paths[toOpenApiPath(path)] ??= {});
    item[method.toLowerCase()] = operation;
  };
  for (const route of routes) {
    add(route.path, route.method, routeOperation(route));
    route.aliases?.forEach((alias, index) => add(alias, route.method, routeOperation(route, index)));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Sportsbook API',
      version: options.version ?? '0.1.0',
      description: INTRO,
    },
    tags: orderedTags(routes.map((route) => route.tag)).map((name) => ({
      name,
      ...(TAG_TITLES[name] && { description: TAG_TITLES[name] }),
    })),
    paths,
    components: {
      schemas: {
        ErrorBody: toJsonSchema(errorBodySchema, 'output'),
        PlatformEnvelope: toJsonSchema(platformErrorEnvelopeSchema, 'output'),
      },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: options.sessionCookieName ?? 'SESSION' },
        userToken: {
          type: 'apiKey',
          in: 'header',
          name: 'x-auth',
          description: 'The token of GET /web-api/user/gettoken',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The mobile token of /web-api/api/mobile/v1/token/',
        },
        opsToken: { type: 'http', scheme: 'bearer', description: 'OPS_TOKEN, for /ops-api' },
      },
    },
  };
}
