import { z } from 'zod';
import { isUuid } from '../../analytics/uuid';
import { ANALYTICS_MAX_BATCH_EVENTS, ANALYTICS_METRIC_KEYS } from '../../constants/analytics.constants';
import { WEB_VITAL_NAMES } from '../../web-vitals/rate-web-vital';
import { bodyInt, bodyText } from '../schemas/body-values.schema';
import { routeFamily } from './route-family';

const analytics = routeFamily({
  idPrefix: 'analytics',
  pathPrefix: '/analytics-api',
  tag: 'analytics',
  envelope: 'standard',
  method: 'POST',
});

const metricValue = z.union([z.number(), z.string().max(500)]);
/** The latest moment a JavaScript Date can hold: any later `ts` is no time at all. */
const MAX_TIME_MS = 8.64e15;

/** One event: time, event id, metrics under the nine keys the spec allows (no others). */
const analyticsEvent = z.object({
  ts: z.number().int().min(0).max(MAX_TIME_MS),
  e: z.number().int().min(0).max(2_147_483_647),
  m: z.partialRecord(z.enum(ANALYTICS_METRIC_KEYS), metricValue).optional(),
});

const sid = z.union([bodyText(64), z.number().int()]);
/** The device id (X-Uuid) must be a UUID (spec section 5): the collector refuses the call otherwise. */
export const analyticsHeadersSchema = z.looseObject({
  'x-lang': z.string().max(10).optional(),
  'x-uuid': z.string().refine(isUuid, 'a UUID').meta({ description: 'the device id, a UUID' }),
  'm-project-id': z.string().max(64).optional(),
});

/** The analytics collector and AB-test assignment (spec section 7, Analytics); `{api}` is /analytics-api. */
export const analyticsApi = {
  event: analytics('event.json', {
    auth: 'guest',
    issue: 9,
    summary: 'A batch of analytics events from one device (X-Uuid); the answer’s ts (server ms) corrects the client clock (path chosen)',
    pathChoice: 'analytics',
    headers: analyticsHeadersSchema,
    body: z.looseObject({
      w: bodyInt(0, 100_000).optional(),
      sw: bodyInt(0, 100_000).optional(),
      sh: bodyInt(0, 100_000).optional(),
      u: bodyText(2000).optional(),
      r: bodyText(2000).optional(),
      ev: z.array(analyticsEvent).max(ANALYTICS_MAX_BATCH_EVENTS),
      sids: z.array(sid).max(100).optional(),
    }),
    response: z.object({ data: z.object({ ts: z.number().int() }) }),
  }),
  ab: analytics('ab.json', {
    auth: 'guest',
    issue: 9,
    summary: 'The device’s AB tests, one { sid: "<test>:<variant>" } per running test, keeping the variants of the stored state (path chosen)',
    pathChoice: 'analytics',
    headers: analyticsHeadersSchema,
    body: z.looseObject({
      w: bodyInt(0, 100_000).optional(),
      u: bodyText(2000).optional(),
      state: z.array(z.looseObject({ sid })).max(100).optional(),
    }),
    response: z.object({ data: z.array(z.object({ sid })) }),
  }),
  webVitals: analytics('web-vitals', {
    auth: 'guest',
    issue: 9,
    summary: 'Web performance measures of one page view (FCP, LCP, CLS, FID, TTFB), rated and counted by the server',
    body: z.object({
      metrics: z
        .array(
          z.object({
            name: z.enum(WEB_VITAL_NAMES),
            // An hour in ms bounds every timing; CLS scores stay far below it.
            value: z.number().min(0).max(3_600_000),
          }),
        )
        .min(1)
        .max(WEB_VITAL_NAMES.length),
    }),
  }),
};

export const analyticsRoutes = Object.values(analyticsApi);
