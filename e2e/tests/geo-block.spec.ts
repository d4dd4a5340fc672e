import { test, expect, DEMO_PLAYER } from '../support/fixtures';

/** The proxy's country header (GEO_COUNTRY_HEADER), as nginx's geoip module would set it for a French visitor. */
test.use({ extraHTTPHeaders: { 'x-geo-country': 'FR' } });

test.describe('geo blocking (HTTP-14)', () => {
  let layerId: number | undefined;

  test.beforeEach(async ({ request, server, allowProblems }) => {
    // Every closed call of the page answers 451 by design (the browser logs the status without the URL).
    allowProblems(/^451 /, /status of 451/);
    // A layer of France alone, so the worker's other journeys (from no country) are untouched.
    const layer = await request.put(`${server.baseURL}/ops-api/site-config/layers`, {
      headers: { Authorization: `Bearer ${server.opsToken}` },
      data: { partnerId: 1, countryIso: 'FR', patch: { geo: { blockedCountries: ['FR'] } } },
    });
    expect(layer.status(), await layer.text()).toBe(200);
    layerId = ((await layer.json()) as { data: { id: number } }).data.id;
  });

  test.afterEach(async ({ request, server }) => {
    if (layerId === undefined) return;
    await request.delete(`${server.baseURL}/ops-api/site-config/layers/${layerId}`, {
      headers: { Authorization: `Bearer ${server.opsToken}` },
    });
  });

  test('a visitor from a country the licence excludes sees the block page and can still reach the withdrawal', async ({
    page,
    saveScreenshot,
  }) => {
    await page.goto('/en/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Not available in your country' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main sections' })).toHaveCount(0);
    await saveScreenshot('geo-block');

    await page.goto('/ar/');
    await expect(page.getByRole('heading', { level: 1, name: 'غير متاح في بلدك' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.goto('/en/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail, phone or account ID').fill(DEMO_PLAYER.login);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/office\/withdrawal$/);
    await expect(page.getByRole('main').getByRole('button', { name: 'Request withdrawal' })).toBeVisible();
  });

  test('the block page fits a phone, in Russian @mobile', async ({ page, saveScreenshot }) => {
    await page.goto('/ru/');
    await expect(page.getByRole('heading', { level: 1, name: 'Недоступно в вашей стране' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot('geo-block-ru');
  });
});
