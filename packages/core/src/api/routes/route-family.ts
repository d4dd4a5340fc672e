import type { HttpMethod, RouteAuthHeader, RouteDefinition, RouteEnvelope } from '../route-definition';
import { defineRoute } from '../route-definition';

/** What the calls of one family share: where they are mounted and how they answer. */
export interface RouteFamily {
  readonly idPrefix: string;
  /** Mount point; a call's path is `<pathPrefix>/<call>` unless it gives its own. */
  readonly pathPrefix: string;
  readonly tag: string;
  readonly envelope: RouteEnvelope;
  readonly method: HttpMethod;
  /** Credentials header every call of the family carries (see RouteDefinition.authHeader). */
  readonly authHeader?: RouteAuthHeader;
}

type CallInput = Omit<RouteDefinition, 'id' | 'method' | 'path' | 'tag' | 'envelope'> &
  Partial<Pick<RouteDefinition, 'id' | 'method' | 'path' | 'envelope'>>;

/** A route builder for one family: `call('getusersessions', { auth, issue, summary, body })`. */
export function routeFamily(family: RouteFamily) {
  return <const D extends CallInput>(call: string, input: D) =>
    defineRoute({
      id: `${family.idPrefix}.${call}`,
      method: family.method,
      path: `${family.pathPrefix}/${call}`,
      tag: family.tag,
      envelope: family.envelope,
      ...(family.authHeader && { authHeader: family.authHeader }),
      ...input,
    });
}
