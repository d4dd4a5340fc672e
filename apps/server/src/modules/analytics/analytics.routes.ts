import { analyticsApi } from '@sportsbook/core/api/routes/analytics.routes';
import { opsAnalyticsSummaryRoute } from '@sportsbook/core/api/routes/analytics-ops.routes';
import { assignAbTests } from '@sportsbook/core/analytics/ab-assignment';
import type { AbExperiment } from '@sportsbook/core/analytics/ab-experiments';
import { analyticsEventName } from '@sportsbook/core/analytics/event-names';
import type { Clock } from '../../platform/clock';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import { analyticsCaller } from './analytics-headers';
import type { AnalyticsRepository } from './analytics.repository';

const HOUR_MS = 3_600_000;

export interface AnalyticsDeps {
  readonly repository: AnalyticsRepository;
  readonly clock: Clock;
  readonly experiments: readonly AbExperiment[];
}

/** The collector (event.json), the AB assignment (ab.json) and the operator's summary (ANA-03, ANA-09, ANA-11). */
export function registerAnalyticsRoutes(routes: RouteRegistrar, deps: AnalyticsDeps): void {
  routes.implement(analyticsApi.event, async ({ body, user, request }) => {
    const caller = analyticsCaller(request);
    const receivedAt = deps.clock.now();
    const sids = JSON.stringify(body.sids ?? []);
    await deps.repository.insertEvents(
      body.ev.map((event) => ({
        received_at: receivedAt,
        client_ts: new Date(event.ts),
        device_uuid: caller.deviceId,
        user_id: user?.id ?? null,
        event_id: event.e,
        metrics: event.m && Object.keys(event.m).length > 0 ? JSON.stringify(event.m) : null,
        lang: caller.lang,
        project_id: caller.projectId,
        page_url: body.u || null,
        referrer: body.r || null,
        window_width: body.w ?? null,
        screen_width: body.sw ?? null,
        screen_height: body.sh ?? null,
        sids,
      })),
    );
    return { data: { ts: receivedAt.getTime() } };
  });

  routes.implement(analyticsApi.ab, async ({ body, request }) => {
    const { deviceId } = analyticsCaller(request);
    return { data: assignAbTests(deps.experiments, deviceId, body.state ?? []) };
  });

  routes.implement(opsAnalyticsSummaryRoute, async ({ query }) => {
    const to = deps.clock.now();
    const from = new Date(to.getTime() - query.hours * HOUR_MS);
    const tallies = await deps.repository.tallies(from, to);
    return {
      data: {
        from: from.toISOString(),
        to: to.toISOString(),
        events: tallies.map(({ eventId, count, devices }) => ({
          e: eventId,
          name: analyticsEventName(eventId),
          count,
          devices,
        })),
      },
    };
  });
}
