/** The name the OpenAPI document gives Fastify's wildcard `*` parameter. */
export const WILDCARD_NAME = 'path';

/** `/a/:id/*` → `/a/{id}/{path}`: Fastify's path syntax in OpenAPI's templating. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][\w]*)/g, '{$1}').replace(/\*$/, `{${WILDCARD_NAME}}`);
}

/** The path parameter names of a route path, the wildcard under its OpenAPI name. */
export function pathParameterNames(path: string): string[] {
  const names = [...path.matchAll(/:([A-Za-z_][\w]*)/g)].map((match) => match[1] ?? '');
  return path.endsWith('*') ? [...names, WILDCARD_NAME] : names;
}

/** A route's parameter name as the document shows it. */
export function openApiParameterName(name: string): string {
  return name === '*' ? WILDCARD_NAME : name;
}
