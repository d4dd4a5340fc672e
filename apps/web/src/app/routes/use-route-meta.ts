import { useMatches } from 'react-router';
import type { RouteMeta } from './route-meta';

export interface RouteHandle {
  meta: RouteMeta;
}

function hasMeta(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/** The metadata of the deepest matched route that has any. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (hasMeta(handle)) return handle.meta;
  }
  return undefined;
}

/** The translation key of a route's title, which for some routes depends on a URL parameter. */
export function routeTitleKey(meta: RouteMeta, params: Readonly<Record<string, string | undefined>>): string {
  const value = meta.titleFromParam ? params[meta.titleFromParam] : undefined;
  return value ? `${meta.titleKey}.${value}` : meta.titleKey;
}
