import type { FastifyRequest } from 'fastify';
import { analyticsHeadersSchema } from '@sportsbook/core/api/routes/analytics.routes';
import { AppError } from '../../platform/http/app-error';
import { parseRequestPart } from '../../platform/http/request-validation';

export interface AnalyticsCaller {
  readonly deviceId: string;
  readonly lang: string | null;
  readonly projectId: string | null;
}

/**
 * X-Uuid, X-Lang and M-Project-Id of an analytics call. The route table only describes headers, so they are
 * checked here: a missing or malformed device id is a 422 in the error body, like a bad field.
 */
export function analyticsCaller(request: FastifyRequest): AnalyticsCaller {
  const parsed = parseRequestPart(analyticsHeadersSchema, request.headers, 'headers');
  if (!parsed.ok) throw AppError.validation(parsed.errors);
  const headers = parsed.value;
  return {
    deviceId: headers['x-uuid'].toLowerCase(),
    lang: headers['x-lang'] || null,
    projectId: headers['m-project-id'] || null,
  };
}
