import type { RouteDefinition } from '../route-definition';
import { allRoutes } from './index';

const byId = new Map(allRoutes.map((route) => [route.id, route]));

export function routeById(id: string): RouteDefinition {
  const route = byId.get(id);
  if (!route) throw new Error(`No route-table entry ${id}`);
  return route;
}
