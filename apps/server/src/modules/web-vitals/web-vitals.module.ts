import type { WebVitalName } from '@sportsbook/core/constants/web-vitals.constants';
import { analyticsApi } from '@sportsbook/core/api/routes/analytics.routes';
import { opsWebVitalsRoute } from '@sportsbook/core/api/routes/ops.routes';
import { rateWebVital, WEB_VITAL_NAMES, type WebVitalRating } from '@sportsbook/core/web-vitals/rate-web-vital';
import type { ServerModule } from '../../platform/module';

type Tally = Record<WebVitalRating, number>;

/**
 * Web performance reports of the web app (CON-10), counted in memory per measure and rating: fifteen
 * counters whatever the traffic, no table. The server rates each value itself, so a client cannot claim
 * "good". Counts belong to one app instance and restart with the process.
 */
export const webVitalsModule: ServerModule = {
  name: 'web-vitals',
  register(_ctx, routes) {
    const tallies = new Map<WebVitalName, Tally>(
      WEB_VITAL_NAMES.map((name) => [name, { good: 0, 'needs-improvement': 0, poor: 0 }]),
    );
    routes.implement(analyticsApi.webVitals, async ({ body }) => {
      for (const { name, value } of body.metrics) tallies.get(name)![rateWebVital(name, value)] += 1;
      return { data: null };
    });
    routes.implement(opsWebVitalsRoute, async () => ({
      data: [...tallies].map(([name, tally]) => ({
        name,
        count: tally.good + tally['needs-improvement'] + tally.poor,
        good: tally.good,
        needsImprovement: tally['needs-improvement'],
        poor: tally.poor,
      })),
    }));
  },
};
