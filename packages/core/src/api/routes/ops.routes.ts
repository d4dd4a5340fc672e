import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route-definition';

export const opsAuditRoute = defineRoute({
  id: 'ops.audit',
  method: 'GET',
  path: '/ops-api/audit',
  auth: 'ops',
  envelope: 'standard',
  tag: 'ops',
  summary: 'The operator audit trail, newest first (every /ops-api call is recorded before it runs)',
  issue: 2,
  query: z.object({
    limit: z.coerce.number().int().min(1).max(500).default(100),
    beforeId: z.coerce.number().int().positive().optional(),
  }),
});

export const opsWebVitalsRoute = defineRoute({
  id: 'ops.web-vitals',
  method: 'GET',
  path: '/ops-api/web-vitals',
  auth: 'ops',
  envelope: 'standard',
  tag: 'ops',
  summary: 'Web performance reports counted since the server started: per measure, how many were good, needing improvement or poor',
  issue: 9,
  responseDescription: 'a list of { name, count, good, needsImprovement, poor }',
});

export const opsRoutes: readonly RouteDefinition[] = [opsAuditRoute, opsWebVitalsRoute];
