import type { Page, Request } from '@playwright/test';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { STORAGE_KEYS } from '@sportsbook/core/constants/storage.constants';
import { expect, loginThroughHeader, test } from '../support/fixtures';

interface Batch {
  readonly uuid: string | undefined;
  readonly lang: string | undefined;
  readonly body: { w: number; sw: number; sh: number; u: string; ev: { e: number; ts: number }[]; sids: string[] };
}

/** Every batch the page posts to the collector, as sent. */
function collectBatches(page: Page): Batch[] {
  const batches: Batch[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/analytics-api/event.json')) return;
    const headers = request.headers();
    batches.push({ uuid: headers['x-uuid'], lang: headers['x-lang'], body: request.postDataJSON() });
  });
  return batches;
}

const eventIds = (batches: Batch[]) => batches.flatMap((batch) => batch.body.ev.map((event) => event.e));

test.describe('analytics (ANA)', () => {
  test('a new device is announced once; a login is reported under the same device id and language', async ({
    page,
  }) => {
    const batches = collectBatches(page);
    await page.goto('/en/');
    await expect.poll(() => eventIds(batches), { timeout: 15_000 }).toContain(ANALYTICS_EVENT.USER_NEW);
    const deviceId = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.deviceId);
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    const [first] = batches;
    expect(first).toMatchObject({ uuid: deviceId, lang: 'en' });
    expect(first!.body.u).toContain('/en/');
    expect(first!.body.w).toBeGreaterThan(0);
    expect(first!.body.sids.length).toBeGreaterThan(0);

    await page.reload();
    await loginThroughHeader(page);
    await expect.poll(() => eventIds(batches), { timeout: 15_000 }).toContain(ANALYTICS_EVENT.LOGIN);
    expect(eventIds(batches).filter((id) => id === ANALYTICS_EVENT.USER_NEW)).toHaveLength(1);
    expect(batches.every((batch) => batch.uuid === deviceId)).toBe(true);
  });
});
