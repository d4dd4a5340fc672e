import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

interface ListGame {
  I: number;
  SI: number;
  O1: string;
  O2: string;
  O1I: number;
}

/** A pre-match football game of the engine's world, with two sides. */
async function footballGame(page: Page): Promise<ListGame> {
  const response = await page.request.get('/service-api/LineFeed/Get1x2_VZip?sports=1&count=20&lng=en');
  const games = ((await response.json()) as { Value: ListGame[] }).Value;
  const game = games.find((candidate) => candidate.O1I > 0);
  expect(game, 'the engine offers a football game').toBeTruthy();
  return game!;
}

/**
 * A host page of another site's making, served from the test: it frames a statistics page, records every
 * message of ours, answers the coupon requests and lets the test post messages to the frame.
 */
const HOST_PAGE = (frameSrc: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Host</title></head>
<body style="margin:0;background:#fff">
<iframe id="stats" src="${frameSrc}" style="width:1000px;height:280px;border:0"></iframe>
<script>
  window.received = [];
  const frame = document.getElementById('stats');
  const post = (message) =>
    frame.contentWindow.postMessage({ ...message, source: 'sportsbook-statistics', listenerId: 'e2e' }, location.origin);
  window.sendToFrame = post;
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.data?.source !== 'sportsbook-statistics') return;
    const message = event.data;
    window.received.push(message);
    if (message.type === 'BodyHeightChanged') frame.style.height = Math.max(message.height, 280) + 'px';
    if (message.type === 'SetDocumentTitle') document.title = message.title;
    if (message.type === 'Request.GetCouponData' && !message.reply) {
      post({ type: 'Request.GetCouponData', requestId: message.requestId, reply: { bets: [], isBetsAvailable: true } });
    }
    if (message.type === 'Request.SendBet' && message.bet) {
      post({ type: 'Request.SendBet', requestId: message.requestId, reply: { accepted: true } });
      post({ type: 'BetsUpdate', bets: [message.bet] });
    }
  });
</script>
</body></html>`;

async function received(page: Page, type: string) {
  return page.evaluate(
    (kind) => (window as unknown as { received: { type: string }[] }).received.filter((m) => m.type === kind),
    type,
  );
}

test.describe('statistics', () => {
  test('a game’s statistics page: overview, line-ups on the field, table', async ({
    page,
    saveScreenshot,
  }) => {
    const game = await footballGame(page);
    await page.goto(`/en/statisticpopup/game/${game.SI}/${game.I}/main`);
    await expect(page.getByRole('heading', { level: 1, name: `${game.O1} — ${game.O2}` })).toBeAttached();
    await expect(page.getByRole('group', { name: 'Match result' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Form' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Venue' })).toBeVisible();
    await saveScreenshot('statistics-game');
    await page.getByRole('link', { name: 'Line-ups' }).click();
    await expect(page.getByRole('figure', { name: 'Starting line-ups' })).toBeVisible();
    await page.getByRole('link', { name: 'Table' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: game.O1 })).toBeVisible();
  });

  test('the frame and a host page exchange the messages', async ({ page, baseURL }) => {
    const game = await footballGame(page);
    const frameSrc = `/en/statisticpopup/game/${game.SI}/${game.I}/main?p=e2e&hs=1&d=1`;
    await page.route(`${baseURL}/e2e-host.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: HOST_PAGE(frameSrc) }),
    );
    await page.goto('/e2e-host.html');
    const frame = page.frameLocator('#stats');
    await expect(frame.getByRole('group', { name: 'Match result' })).toBeVisible();

    // The frame reports its page, title and height, and asks for the host's coupon.
    await expect.poll(async () => (await received(page, 'HistoryRouteChanged')).length).toBeGreaterThan(0);
    expect((await received(page, 'HistoryRouteChanged'))[0]).toMatchObject({
      path: `game/${game.SI}/${game.I}/main`,
      listenerId: 'e2e',
    });
    await expect(page).toHaveTitle(`${game.O1} — ${game.O2}: Overview`);
    await expect.poll(async () => (await received(page, 'Request.GetCouponData')).length).toBe(1);
    await expect
      .poll(async () => (await page.locator('#stats').boundingBox())?.height ?? 0)
      .toBeGreaterThan(600);

    // A price sent to the host's coupon comes back marked.
    const price = frame.getByRole('group', { name: 'Match result' }).getByRole('button').first();
    await price.click();
    await expect.poll(async () => (await received(page, 'Request.SendBet')).length).toBe(1);
    expect((await received(page, 'Request.SendBet'))[0]).toMatchObject({ bet: { gameId: game.I, kind: 3 } });
    await expect(price).toHaveAttribute('aria-pressed', 'true');

    // The host's address names another page; the frame opens it and reports it.
    await page.evaluate(
      (path) =>
        (window as unknown as { sendToFrame: (m: object) => void }).sendToFrame({
          type: 'ParentPathChanged',
          path,
        }),
      `game/${game.SI}/${game.I}/h2h`,
    );
    await expect(frame.getByRole('link', { name: 'Head to head' })).toHaveAttribute('aria-current', 'page');
    await expect
      .poll(async () =>
        (await received(page, 'HistoryRouteChanged')).map((m) => (m as { path?: string }).path),
      )
      .toContain(`game/${game.SI}/${game.I}/h2h`);

    // Back with the host keeping the history goes to the host.
    await frame.getByRole('button', { name: 'Back' }).click();
    await expect.poll(async () => (await received(page, 'ChildGoBack')).length).toBe(1);

    // Hidden items both ways, and the host's settings.
    const summary = frame.getByRole('region').first();
    await summary.getByRole('button', { name: 'Hide' }).click();
    await expect.poll(async () => (await received(page, 'SwitchHiddenItem')).length).toBe(1);
    await page.evaluate(() =>
      (window as unknown as { sendToFrame: (m: object) => void }).sendToFrame({
        type: 'SwitchHiddenItem',
        itemId: 'h2hSummary',
        hidden: false,
      }),
    );
    await expect(summary.getByRole('button', { name: 'Hide' })).toBeVisible();
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.evaluate(() =>
      (window as unknown as { sendToFrame: (m: object) => void }).sendToFrame({
        type: 'ChangeSettings',
        settings: { isDarkTheme: false },
      }),
    );
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the site frames its statistics and mirrors their pages in its address', async ({
    page,
    saveScreenshot,
  }) => {
    const game = await footballGame(page);
    await page.goto(`/en/statistics/game/${game.SI}/${game.I}/main`);
    const frame = page.frameLocator('iframe[title="Statistics"]');
    await expect(frame.getByRole('group', { name: 'Match result' })).toBeVisible();
    await frame.getByRole('link', { name: 'Head to head' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/statistics/game/${game.SI}/${game.I}/h2h$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/en/statistics/game/${game.SI}/${game.I}/main$`));
    await expect(frame.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await frame.getByRole('group', { name: 'Match result' }).getByRole('button').first().click();
    await expect(page.getByRole('list', { name: 'Bet slip' })).toContainText(game.O1);
    await saveScreenshot('statistics-hub');
  });

  test('a special section page renders the engine’s games with prices', async ({ page, saveScreenshot }) => {
    await page.goto('/en/cyber');
    await expect(page.getByRole('heading', { level: 1, name: 'Esports' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Esports sections' }).getByRole('link', { name: 'Cyber zone' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Match result:/ }).first()).toBeVisible();
    await saveScreenshot('special-cyber');
    await page
      .getByRole('navigation', { name: 'Esports sections' })
      .getByRole('link', { name: 'Cyber zone' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cyber zone' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Match result:/ }).first()).toBeVisible();
  });

  test('a championship page renders its matches and opens one with its markets and statistics', async ({
    page,
    saveScreenshot,
  }) => {
    await page.goto('/en/championship');
    await expect(page.getByRole('heading', { level: 1, name: 'UEFA Champions League' })).toBeVisible();
    const next = page.getByRole('region', { name: 'Next matches' });
    await expect(next.getByRole('button', { name: /^Match result:/ }).first()).toBeVisible();
    await saveScreenshot('championship');
    await next.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/championship\/game\/\d+$/);
    await expect(page.getByRole('region', { name: 'Score', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Match result:/ }).first()).toBeVisible();
    const statistics = page.frameLocator('iframe[title="Statistics"]');
    await expect(statistics.getByRole('group', { name: 'Match result' })).toBeVisible();
  });
});
