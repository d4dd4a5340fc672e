import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/test-app';
import { InProcessBus } from '../../platform/bus/in-process-bus';
import { DATABASE_KINDS } from '../../../test/harness/test-database';

const getName = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/web-api/site-config?lng=en' })).json().data.global
    .name as string;

/** Two server processes on one database and one bus, as behind a load balancer. */
describe.each(DATABASE_KINDS)('site configuration across processes [%s]', (kind) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const bus = new InProcessBus();
    first = await createTestApp(kind, { bus });
    second = await createTestApp(kind, {
      bus,
      database: { db: first.app.ctx.db, kind, close: async () => {} },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('serves an edit made through one process from the other, whose cached copy the bus dropped', async () => {
    expect(await getName(second)).toBe('Sportsbook');
    const edit = await first.injectOps({
      method: 'PUT',
      url: '/ops-api/site-config/layers',
      payload: { partnerId: 1, patch: { global: { name: 'Renamed' } } },
    });
    expect(edit.statusCode).toBe(200);
    await expect.poll(() => getName(second)).toBe('Renamed');
  });
});
