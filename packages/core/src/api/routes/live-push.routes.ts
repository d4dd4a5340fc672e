import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route-definition';

const count = z.number().int().nonnegative();

export const livePushStatsSchema = z.object({
  connections: count,
  groups: count,
  staleConnections: count,
  games: count,
  seq: count,
  peakBufferedBytes: count,
  bufferedBytes: count,
  diffFrames: count,
  staleSnapshots: count,
});

export const livePushStatsRoute = defineRoute({
  id: 'ops.livePushStats',
  method: 'GET',
  path: '/ops-api/live-push/stats',
  auth: 'ops',
  envelope: 'standard',
  tag: 'ops',
  summary:
    'Live push (WebSocket /ws) of the answering process: connections, subscription groups, slow connections and unsent bytes (peak since the previous call)',
  issue: 3,
  response: livePushStatsSchema,
});

export const livePushRoutes: readonly RouteDefinition[] = [livePushStatsRoute];
