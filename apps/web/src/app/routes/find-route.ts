import { matchPath } from 'react-router';
import type { RouteMeta } from './route-meta';
import { ROUTE_TABLE } from './route-table';

export interface FoundRoute {
  meta: RouteMeta;
  params: Readonly<Record<string, string | undefined>>;
}

const paramCount = (meta: RouteMeta) => meta.path.split(':').length;

/** The route a site path (below the language, e.g. `/casino`) leads to, as the router would pick it. */
export function findRoute(path: string): FoundRoute | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  const candidates = ROUTE_TABLE.map((meta) => ({
    meta,
    match: matchPath({ path: `/${meta.path}`, end: true }, pathname),
  }))
    .filter((candidate) => candidate.match !== null)
    // A static segment beats a parameter, as in the router's ranking (`/promo/ipl-2025` over `/promo/:page`).
    .sort((a, b) => paramCount(a.meta) - paramCount(b.meta));
  const best = candidates[0];
  return best?.match ? { meta: best.meta, params: best.match.params } : undefined;
}
