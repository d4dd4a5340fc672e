import { expect, it } from 'vitest';
import { TELEMETRY_LIMIT } from '../../platform/http/login-rate-limit';
import { describeEachDatabase } from '../../../test/harness/test-app';

const REPORT_URL = '/analytics-api/web-vitals';

interface Tally {
  count: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

describeEachDatabase('web vitals reports', (t) => {
  const report = (payload: object) => t().app.inject({ method: 'POST', url: REPORT_URL, payload });
  const tallies = async () => {
    const response = await t().injectOps({ method: 'GET', url: '/ops-api/web-vitals' });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as ({ name: string } & Tally)[];
    return Object.fromEntries(rows.map(({ name, ...tally }) => [name, tally])) as Record<string, Tally>;
  };

  it('rates each value by the spec thresholds on the server and counts it', async () => {
    const before = await tallies();
    const sent = await report({
      metrics: [
        { name: 'FCP', value: 1800 },
        { name: 'LCP', value: 4000 },
        { name: 'CLS', value: 0.26 },
        { name: 'FID', value: 101 },
        { name: 'TTFB', value: 1801 },
      ],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ data: null });
    const after = await tallies();
    const added = (name: string) => ({
      good: after[name]!.good - before[name]!.good,
      needsImprovement: after[name]!.needsImprovement - before[name]!.needsImprovement,
      poor: after[name]!.poor - before[name]!.poor,
    });
    expect(added('FCP')).toEqual({ good: 1, needsImprovement: 0, poor: 0 });
    expect(added('LCP')).toEqual({ good: 0, needsImprovement: 1, poor: 0 });
    expect(added('CLS')).toEqual({ good: 0, needsImprovement: 0, poor: 1 });
    expect(added('FID')).toEqual({ good: 0, needsImprovement: 1, poor: 0 });
    expect(added('TTFB')).toEqual({ good: 0, needsImprovement: 0, poor: 1 });
    expect(after.FCP!.count - before.FCP!.count).toBe(1);
  });

  it('refuses unknown measures, negative values and empty reports with 422, counting nothing', async () => {
    const before = await tallies();
    for (const payload of [
      { metrics: [{ name: 'INP', value: 10 }] },
      { metrics: [{ name: 'FCP', value: -1 }] },
      { metrics: [] },
      { metrics: [{ name: 'FCP', value: 'fast' }] },
    ]) {
      const refused = await report(payload);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().validation_errors ?? {}).length).toBeGreaterThan(0);
    }
    expect(await tallies()).toEqual(before);
  });

  it('limits the reports of one address, so a script cannot skew the counts', async () => {
    const one = { metrics: [{ name: 'TTFB', value: 100 }] };
    const from = { remoteAddress: '203.0.113.77' };
    for (let i = 0; i < TELEMETRY_LIMIT; i++) {
      const sent = await t().app.inject({ method: 'POST', url: REPORT_URL, payload: one, ...from });
      expect(sent.statusCode).toBe(200);
    }
    const before = await tallies();
    const limited = await t().app.inject({ method: 'POST', url: REPORT_URL, payload: one, ...from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('RATE_LIMITED');
    expect(await tallies()).toEqual(before);
  });

  it('keeps the tallies behind the operator token', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/ops-api/web-vitals' });
    expect(response.statusCode).toBe(401);
  });
});
