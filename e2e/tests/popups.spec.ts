import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { RunningServer } from '../support/server';

/** A visitor from Germany, by the proxy's country header; a layer of Germany alone leaves the other journeys be. */
const COUNTRY = 'DE';
const USD_ID = 840;
test.use({ extraHTTPHeaders: { 'x-geo-country': COUNTRY } });

async function putCountryLayer(request: APIRequestContext, server: RunningServer, patch: object) {
  const layer = await request.put(`${server.baseURL}/ops-api/site-config/layers`, {
    headers: { Authorization: `Bearer ${server.opsToken}` },
    data: { partnerId: 1, countryIso: COUNTRY, patch },
  });
  expect(layer.status(), await layer.text()).toBe(200);
  return ((await layer.json()) as { data: { id: number } }).data.id;
}

test.describe('popups the site configuration turns on (en)', () => {
  let layerId: number | undefined;

  test.afterEach(async ({ request, server }) => {
    if (layerId === undefined) return;
    await request.delete(`${server.baseURL}/ops-api/site-config/layers/${layerId}`, {
      headers: { Authorization: `Bearer ${server.opsToken}` },
    });
    layerId = undefined;
  });

  /** Turns the agent popup on for the visitor's country and opens the home page, where it shows. */
  async function agentPopupShown(page: Page, request: APIRequestContext, server: RunningServer) {
    layerId = await putCountryLayer(request, server, { geo: { agentPopupCountries: [COUNTRY] } });
    await page.goto('/en/');
    const popup = page.getByRole('dialog', { name: 'Pay through a local agent' });
    await expect(popup).toBeVisible();
    return popup;
  }

  test('a visitor from a country with payment agents is told of them once, with a link to where they are', async ({
    page,
    request,
    server,
    saveScreenshot,
  }) => {
    const popup = await agentPopupShown(page, request, server);
    await saveScreenshot('agent-popup');
    await expect(popup.getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      /\/information\/payment$/,
    );
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(popup).toBeHidden();
    await page.reload({ waitUntil: 'networkidle' });
    await expect(popup).toHaveCount(0);
  });

  test('on a phone the agent popup fits the screen and closes @mobile', async ({
    page,
    request,
    server,
    saveScreenshot,
  }) => {
    const popup = await agentPopupShown(page, request, server);
    const box = await popup.boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await saveScreenshot('agent-popup');
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(popup).toBeHidden();
  });

  test('a new player who has not identified is offered the identification bonus, and goes to identify', async ({
    page,
    request,
    server,
    saveScreenshot,
  }) => {
    layerId = await putCountryLayer(request, server, { boolean: { identificationBonusModal: true } });
    const registered = await page.request.post('/web-api/registration/submit', {
      data: {
        type: 'full_reg',
        email: `identify-${Date.now()}@example.test`,
        password: 'Sb-Journey-2026',
        password_again: 'Sb-Journey-2026',
        name: 'Ida',
        surname: 'Bonus',
        date_birthday: '1990-03-14',
        country_id: countryIdFromIso(COUNTRY),
        currency_id: USD_ID,
        regRules: true,
        regPolitics: true,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await page.goto('/en/');
    const offer = page.getByRole('dialog', { name: 'Get a bonus for identification' });
    await expect(offer).toBeVisible();
    await saveScreenshot('identification-bonus');
    await offer.getByRole('button', { name: 'Go to identification' }).click();
    await expect(page).toHaveURL(/\/en\/office\/identification$/);
    await expect(offer).toBeHidden();
    await page.goto('/en/', { waitUntil: 'networkidle' });
    await expect(offer).toHaveCount(0);
  });
});
