import type { RouteAuthHeader, RouteBodyKind, RouteDefinition } from '../route-definition';
import type { JsonSchema, ObjectField } from './json-schema';
import { acceptsAbsent, objectFields, toJsonSchema } from './json-schema';
import { openApiParameterName, pathParameterNames } from './openapi-path';
import { routeResponses } from './openapi-responses';

const MEDIA_TYPES: Record<RouteBodyKind, string> = {
  json: 'application/json',
  jsonapi: 'application/vnd.api+json',
  multipart: 'multipart/form-data',
  form: 'application/x-www-form-urlencoded',
};

const SECURITY = {
  guest: undefined,
  user: [{ sessionCookie: [] }, { userToken: [] }, { bearerToken: [] }],
  ops: [{ opsToken: [] }],
} as const;

function parameters(fields: ObjectField[], location: 'path' | 'query' | 'header') {
  return fields.map((field) => ({
    name: openApiParameterName(field.name),
    in: location,
    required: location === 'path' || field.required,
    schema: field.schema,
    ...(typeof field.schema.description === 'string' && { description: field.schema.description }),
  }));
}

/** Path parameters: those the params schema declares, and any other the path templates, as text. */
function pathParameters(route: RouteDefinition) {
  const declared = parameters(objectFields(route.params), 'path');
  const missing = pathParameterNames(route.path)
    .filter((name) => !declared.some((parameter) => parameter.name === name))
    .map((name) => ({ name, in: 'path' as const, required: true, schema: { type: 'string' } as JsonSchema }));
  return [...declared, ...missing];
}

function requestBody(route: RouteDefinition) {
  if (!route.body && !route.files) return undefined;
  const schema: JsonSchema = route.body ? toJsonSchema(route.body, 'input') : { type: 'object' };
  if (route.files) {
    const files = Object.fromEntries(
      route.files.map((file) => [file.name, { type: 'string', contentMediaType: file.mediaType }]),
    );
    schema.properties = { ...(schema.properties as JsonSchema | undefined), ...files };
  }
  const kinds = [route.bodyKind ?? 'json', ...(route.alsoAccepts ?? [])];
  const content = Object.fromEntries(kinds.map((kind) => [MEDIA_TYPES[kind], { schema }]));
  return { required: route.body ? !acceptsAbsent(route.body) : true, content };
}

/** What a call's `authHeader` mark asks of the client, in words. */
const AUTH_HEADER_TEXT: Record<RouteAuthHeader, string> = {
  'user-token': 'The web sends the user token as x-auth (the session cookie is accepted too).',
  'extra-auth':
    'Needs the user token as x-auth and the session cookie, both of the same player; the web also sends x-extra-auth: 1.',
  'bet-session':
    'Optional x-session-id: when sent, a session other than the one of the request is refused with 401.',
};

function description(route: RouteDefinition, aliasOf: string | undefined): string {
  const lines = [
    `Auth: ${route.auth}. Implemented by issue ${route.issue}. Route id \`${route.id}\`.`,
    route.authHeader ? AUTH_HEADER_TEXT[route.authHeader] : '',
    aliasOf ? `Alias of ${aliasOf}.` : '',
    !aliasOf && route.aliases?.length ? `Also answers at: ${route.aliases.join(', ')}.` : '',
  ];
  return lines.filter(Boolean).join('\n\n');
}

/** One OpenAPI operation for a route, at its own path or (`aliasIndex` given) at one of its aliases. */
export function routeOperation(route: RouteDefinition, aliasIndex?: number) {
  const aliasOf = aliasIndex === undefined ? undefined : route.path;
  const body = requestBody(route);
  const security = SECURITY[route.auth];
  return {
    operationId: aliasIndex === undefined ? route.id : `${route.id}~alias${aliasIndex + 1}`,
    summary: route.summary,
    description: description(route, aliasOf),
    tags: [route.tag],
    parameters: [
      ...pathParameters(route),
      ...parameters(objectFields(route.query), 'query'),
      ...parameters(objectFields(route.headers), 'header'),
    ],
    ...(body && { requestBody: body }),
    responses: routeResponses(route),
    ...(security && { security }),
    'x-route-id': route.id,
    'x-auth': route.auth,
    'x-issue': route.issue,
    'x-envelope': route.envelope,
  };
}

export type OpenApiOperation = ReturnType<typeof routeOperation>;
