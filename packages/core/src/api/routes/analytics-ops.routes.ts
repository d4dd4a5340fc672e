import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route-definition';

/** A month of hours: the longest window one summary reads. */
const MAX_HOURS = 24 * 31;

export const opsAnalyticsSummaryRoute = defineRoute({
  id: 'ops.analytics.summary',
  method: 'GET',
  path: '/ops-api/analytics/summary',
  auth: 'ops',
  envelope: 'standard',
  tag: 'ops',
  summary:
    'Analytics events received in the last `hours` (default 24): per event id, how many and from how many devices',
  issue: 9,
  query: z.object({ hours: z.coerce.number().int().min(1).max(MAX_HOURS).default(24) }),
  response: z.object({
    data: z.object({
      from: z.string(),
      to: z.string(),
      events: z.array(
        z.object({
          e: z.number().int(),
          /** The catalogue's name of the id (ANALYTICS_EVENT, REGISTRATION_EVENT), null for an id it lacks. */
          name: z.string().nullable(),
          count: z.number().int(),
          devices: z.number().int(),
        }),
      ),
    }),
  }),
});

export const analyticsOpsRoutes: readonly RouteDefinition[] = [opsAnalyticsSummaryRoute];
