import type { RouteDefinition } from '../route-definition';
import type { JsonSchema } from './json-schema';
import { toJsonSchema } from './json-schema';

export const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };
export const PLATFORM_ENVELOPE_REF = { $ref: '#/components/schemas/PlatformEnvelope' };

type Responses = Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;

function mediaType(route: RouteDefinition): string {
  return route.bodyKind === 'jsonapi' ? 'application/vnd.api+json' : 'application/json';
}

function successSchema(route: RouteDefinition): JsonSchema {
  const value = route.response ? toJsonSchema(route.response, 'output') : {};
  if (route.envelope === 'standard') return value;
  return { allOf: [PLATFORM_ENVELOPE_REF, { type: 'object', properties: { Value: value } }] };
}

/** What a route may answer: its success, and its errors in the error body or the platform envelope. */
export function routeResponses(route: RouteDefinition): Responses {
  const error = route.envelope === 'standard' ? ERROR_BODY_REF : PLATFORM_ENVELOPE_REF;
  const errorContent = { 'application/json': { schema: error } };
  const success =
    route.envelope === 'platform'
      ? `${route.responseDescription ?? 'Success'}. Business refusals answer 200 too, with Success false and an ErrorCode.`
      : (route.responseDescription ?? 'Success');
  const responses: Responses = {
    200: { description: success, content: { [mediaType(route)]: { schema: successSchema(route) } } },
    400: { description: 'Malformed request or invalid fields', content: errorContent },
  };
  if (route.auth !== 'guest') {
    responses[401] = { description: 'Missing or invalid credentials', content: errorContent };
  }
  responses[501] = { description: `Not implemented until issue ${route.issue}`, content: errorContent };
  if (route.envelope === 'standard')
    responses.default = { description: 'Any other error', content: errorContent };
  return responses;
}
