import { BETTING_ROUTES } from './betting.routes';
import { CONTENT_ROUTES } from './content.routes';
import { GAMES_ROUTES } from './games.routes';
import { OFFICE_ROUTES } from './office.routes';
import type { RouteMeta } from './route-meta';
import { STATISTICS_ROUTES } from './statistics.routes';
import { SYSTEM_ROUTES } from './system.routes';

/** The route table of spec section 2 (UI-01): every named screen, below `/:lang`. README.md explains it. */
export const ROUTE_TABLE: readonly RouteMeta[] = [
  ...SYSTEM_ROUTES,
  ...BETTING_ROUTES,
  ...GAMES_ROUTES,
  ...CONTENT_ROUTES,
  ...OFFICE_ROUTES,
  ...STATISTICS_ROUTES,
];
