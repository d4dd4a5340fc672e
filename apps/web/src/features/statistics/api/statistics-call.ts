import type { z } from 'zod';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { httpRequest, type QueryValue } from '../../../shared/http/http-client';

export const STATISTICS_API = '/service-api/statisticfeed/api/v1';

/** The statistics feed answered `Success: false` (141: no such game, team, stage or race). */
export class StatisticsCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message || `statistics error ${code}`);
    this.name = 'StatisticsCallError';
  }
}

export const NOT_FOUND_CODE = 141;

export type StatisticsQuery = Readonly<Record<string, QueryValue>>;

/**
 * GET a statistics call (docs/API.md, /service-api/statisticfeed/api/v1/<Call>), unwrap the platform envelope
 * and check `Value` against its schema from packages/core.
 */
export async function statisticsCall<S extends z.ZodType>(
  call: string,
  query: StatisticsQuery,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const body = await httpRequest<{ Success?: boolean; Error?: string; ErrorCode?: number; Value?: unknown }>({
    url: `${STATISTICS_API}/${call}`,
    query,
    timeoutMs: PAGE_LOAD_WAIT_MS,
    signal,
  });
  if (!body?.Success || body.Value === null || body.Value === undefined) {
    throw new StatisticsCallError(body?.ErrorCode ?? 0, body?.Error ?? '');
  }
  return schema.parse(body.Value);
}

/** Unknown ids are final; other failures may pass (the query client's own rule decides). */
export function retryUnlessNotFound(failures: number, error: Error): boolean {
  return !(error instanceof StatisticsCallError && error.code === NOT_FOUND_CODE) && failures < 2;
}
