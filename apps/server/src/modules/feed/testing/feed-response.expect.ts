import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { platformEnvelopeSchema } from '@sportsbook/core/api/schemas/platform-envelope.schema';
import {
  feedResponseSchema,
  type FeedCallName,
  type MainFeedCallName,
} from '@sportsbook/core/api/feed-responses/feed-call-responses';

/** Checks a feed answer against the call's zod schema (envelope and Value) and returns its Value. */
export function expectFeedValue<T = unknown>(
  call: FeedCallName | MainFeedCallName,
  response: LightMyRequestResponse,
): T {
  expect(response.statusCode, response.body).toBe(200);
  const parsed = feedResponseSchema(call).safeParse(response.json());
  if (!parsed.success) throw new Error(`${call} answer does not match its schema: ${parsed.error.message}`);
  expect(parsed.data.Success, response.body).toBe(true);
  return parsed.data.Value as T;
}

const failureSchema = platformEnvelopeSchema(z.null()).extend({ Success: z.literal(false) });

/** Checks a refusal: the HTTP status, the envelope with Success false and the ErrorCode. */
export function expectFeedError(
  response: LightMyRequestResponse,
  httpStatus: number,
  errorCode: number,
): void {
  expect(response.statusCode, response.body).toBe(httpStatus);
  const body = failureSchema.parse(response.json());
  expect(body.ErrorCode).toBe(errorCode);
  expect(body.Error.length).toBeGreaterThan(0);
}
