import { z } from 'zod';
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

const METRIC_KEYS = ['i1', 'i2', 'i3', 'f1', 'f2', 'f3', 's1', 's2', 's3'] as const;
const metricValue = z.union([z.number(), z.string().max(500)]);

/** One event: time, event id, metrics under the nine keys the spec allows (no others). */
const analyticsEvent = z.object({
  ts: z.number().int().min(0),
  e: z.number().int().min(0),
  m: z.partialRecord(z.enum(METRIC_KEYS), metricValue).optional(),
});

const sid = z.union([bodyText(64), z.number().int()]);
const analyticsHeaders = z.looseObject({
  'x-lang': z.string().max(10).optional(),
  'x-uuid': z.string().max(64).optional(),
  'm-project-id': z.string().max(64).optional(),
});

/** The analytics collector and AB-test assignment (spec section 7, Analytics); `{api}` is /analytics-api. */
export const analyticsApi = {
  event: analytics('event.json', {
    auth: 'guest',
    issue: 9,
    summary: 'A batch of analytics events; the answer’s ts corrects the client clock (path chosen)',
    pathChoice: 'analytics',
    headers: analyticsHeaders,
    body: z.looseObject({
      w: bodyInt(0, 100_000).optional(),
      sw: bodyInt(0, 100_000).optional(),
      sh: bodyInt(0, 100_000).optional(),
      u: bodyText(64).optional(),
      r: bodyText(2000).optional(),
      ev: z.array(analyticsEvent).max(100),
      sids: z.array(sid).max(100).optional(),
    }),
    responseDescription: '{ ts }',
  }),
  ab: analytics('ab.json', {
    auth: 'guest',
    issue: 9,
    summary: 'AB-test assignment from the stored state (path chosen)',
    pathChoice: 'analytics',
    headers: analyticsHeaders,
    body: z.looseObject({
      w: bodyInt(0, 100_000).optional(),
      u: bodyText(64).optional(),
      state: z.array(z.looseObject({ sid })).max(100).optional(),
    }),
    responseDescription: 'a list of { sid }',
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
