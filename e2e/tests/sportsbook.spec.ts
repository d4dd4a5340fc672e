import type { Page } from '@playwright/test';
import { formatOdds } from '@sportsbook/core/odds/format-odds';
import { oddsFromDecimal } from '@sportsbook/core/odds/odds';
import type { OddsFormat } from '@sportsbook/core/odds/odds-format';
import { expect, loginThroughApi, test } from '../support/fixtures';
import { trading } from '../support/trading';

const FOOTBALL = 1;
const RESULT = '0:1';
const HOME_WIN = 1;

/** The price buttons of one outcome: `<game>:<T>:<P>` as the page marks them. */
const odds = (page: Page, gameId: number, T: number, P = 0) =>
  page.locator(`[data-odds="${gameId}:${T}:${P}"]`);

/** Every price shown on the page and its decimal value. */
async function shownPrices(page: Page) {
  return page.locator('[data-price]:not([data-locked])').evaluateAll((buttons) =>
    buttons.map((button) => ({
      text: button.textContent ?? '',
      price: Number((button as HTMLElement).dataset.price),
    })),
  );
}

/**
 * The row of a game in a virtualised list, scrolled down to like a player would: the list draws only the rows
 * near the screen, and a new game may sort below them.
 */
async function scrollToGame(page: Page, gameId: number) {
  const row = page.locator(`[data-game="${gameId}"]`);
  await expect(page.locator('[data-game]').first()).toBeVisible();
  await expect
    .poll(
      async () => {
        if ((await row.count()) > 0) return true;
        // Live games re-sort as their clocks and scores move, so a row can move above the screen: from the
        // bottom the search starts again at the top.
        await page.evaluate(() => {
          const atBottom =
            globalThis.scrollY + globalThis.innerHeight >= document.documentElement.scrollHeight - 2;
          if (atBottom) globalThis.scrollTo(0, 0);
          else globalThis.scrollBy(0, globalThis.innerHeight * 0.8);
        });
        return false;
      },
      { timeout: 20_000, intervals: [150] },
    )
    .toBe(true);
  await row.scrollIntoViewIfNeeded();
  return row;
}

const written = (price: number, format: OddsFormat) => formatOdds(oddsFromDecimal(price)!, format);

test.describe('sportsbook (en, desktop, dark)', () => {
  test('home → live football → a game with every market', async ({
    page,
    request,
    server,
    saveScreenshot,
  }) => {
    const game = await trading(request, server).liveGame(FOOTBALL);
    await page.goto('/en/');
    await page.getByRole('link', { name: 'All live' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Sports' })
      .getByRole('link', { name: /^Football/ })
      .click();
    await expect(page).toHaveURL(/\/en\/live\/1-football$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
    const row = await scrollToGame(page, game.id);
    await expect(odds(page, game.id, HOME_WIN)).toBeVisible();
    await saveScreenshot('live-football');
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/en/live/1-football/${game.champId}-[^/]+/${game.id}-`));
    await expect(page.getByRole('region', { name: 'Score', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Match result' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Statistics' })).toBeVisible();
    expect(await page.locator('section[aria-label] h3').count()).toBeGreaterThan(5);
    await page.getByRole('searchbox', { name: 'Search markets' }).fill('total');
    await expect(page.getByRole('region', { name: 'Match result' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Total', exact: true })).toBeVisible();
    await saveScreenshot('game');
  });

  test('a price moved through the ops API shows within 2 s, flashing, without a reload', async ({
    page,
    request,
    server,
  }) => {
    const ops = trading(request, server);
    await ops.speed(0.001);
    try {
      const game = await ops.liveGame(FOOTBALL);
      await page.goto(`/en/live/1/${game.champId}/${game.id}`);
      const button = odds(page, game.id, HOME_WIN);
      await expect(button).toBeVisible();
      const before = Number(await button.getAttribute('data-price'));
      const target = Math.round((before < 10 ? before + 0.5 : before - 2) * 100) / 100;
      const started = Date.now();
      const moved = await ops.movePrice(game.id, RESULT, HOME_WIN, target);
      const now =
        moved.markets.find((market) => market.key === RESULT)!.outcomes.find((o) => o.T === HOME_WIN)!.C /
        1000;
      await expect(button).toHaveAttribute('data-price', String(now), { timeout: 2000 });
      await expect(button).toHaveAttribute('data-flash', now > before ? 'up' : 'down');
      console.log(`price ${before} -> ${now} on screen after ${Date.now() - started} ms`);
      await expect(button).toHaveAccessibleName(
        new RegExp(`${written(now, 'decimal').replace('.', '\\.')}, price`),
      );
    } finally {
      await ops.speed(null);
    }
  });

  test('a suspended market shows locked, never a stale price, and opens again', async ({
    page,
    request,
    server,
  }) => {
    const ops = trading(request, server);
    const game = await ops.liveGame(FOOTBALL);
    await page.goto(`/en/live/1/${game.champId}/${game.id}`);
    const market = page.getByRole('region', { name: 'Match result' });
    await expect(market.locator('[data-price]')).toHaveCount(3);
    await ops.suspend(game.id, RESULT);
    await expect(market.locator('[data-locked]')).toHaveCount(3, { timeout: 2000 });
    await expect(market.getByRole('button', { name: /betting suspended/ })).toHaveCount(3);
    await expect(market.locator('[data-price]:not([data-locked])')).toHaveCount(0);
    await ops.reopen(game.id, RESULT);
    await expect(market.locator('[data-locked]')).toHaveCount(0, { timeout: 2000 });
  });

  test('search finds a team from the sports menu', async ({ page, request }) => {
    const answer = await request.get('/service-api/LineFeed/Get1x2_VZip?lng=en&sports=1&count=1');
    const [game] = (await answer.json()).Value as { I: number; O1: string }[];
    await page.goto('/en/line');
    const search = page.getByRole('search').getByRole('searchbox', { name: 'Search events' });
    await search.fill(game!.O1);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?text=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search events' })).toBeVisible();
    const result = page.getByRole('link', { name: new RegExp(game!.O1) }).first();
    await expect(result).toBeVisible();
    await result.click();
    await expect(page.getByRole('region', { name: 'Score', exact: true })).toContainText(game!.O1);
  });

  test('a favourite survives a reload and moves to the account at login', async ({ page }) => {
    await page.goto('/en/line/1-football');
    const row = page.locator('[data-game]').first();
    const gameId = Number(await row.getAttribute('data-game'));
    const star = row.getByRole('button', { name: /^Favourite game/ });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(
      page.locator(`[data-game="${gameId}"]`).getByRole('button', { name: /^Favourite game/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await loginThroughApi(page);
    await page.goto('/en/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(page.locator(`[data-game="${gameId}"]`)).toBeVisible();
    await expect
      .poll(async () =>
        (
          (await (await page.request.get('/service-api/favorites/v1/Favorite/Games')).json()).data as {
            id: number;
          }[]
        ).map((item) => item.id),
      )
      .toContain(gameId);
    expect(await page.evaluate(() => globalThis.localStorage.getItem('favourites'))).toBeNull();
    await page.reload();
    await expect(page.locator(`[data-game="${gameId}"]`)).toBeVisible();
  });

  test('the odds format switch rewrites every price on the page, and is remembered', async ({ page }) => {
    await page.goto('/en/line/1-football');
    await expect(page.locator('[data-price]').first()).toBeVisible();
    for (const [label, format] of [
      ['Fractional', 'fractional'],
      ['American', 'american'],
      ['Hong Kong', 'hongKong'],
      ['Malay', 'malay'],
    ] as const) {
      await page.getByRole('button', { name: /^Odds/ }).click();
      await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
      await expect
        .poll(async () =>
          (await shownPrices(page)).every(({ text, price }) => text === written(price, format)),
        )
        .toBe(true);
    }
    const shown = await shownPrices(page);
    expect(shown.length).toBeGreaterThan(20);
    await page.reload();
    // Prices may move meanwhile: each shown price must be written in Malay odds, whatever its value now.
    await expect
      .poll(async () => {
        const prices = await shownPrices(page);
        return prices.length > 0 && prices.every(({ text, price }) => text === written(price, 'malay'));
      })
      .toBe(true);
  });
});

test.describe('sportsbook smoke', () => {
  test('Russian live list', async ({ page, saveScreenshot }) => {
    await page.goto('/ru/live');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(
      page.getByRole('navigation', { name: 'Виды спорта' }).getByRole('link', { name: /Все/ }),
    ).toBeVisible();
    await expect(page.locator('[data-price]').first()).toBeVisible();
    await saveScreenshot('ru-live');
  });

  test('Arabic line, right to left', async ({ page, saveScreenshot }) => {
    await page.goto('/ar/line/1-football');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page
        .getByRole('heading', { level: 2, name: 'تبدأ بعد أكثر من 4 ساعات' })
        .or(page.getByRole('heading', { level: 2, name: 'تبدأ خلال ساعتين' }))
        .first(),
    ).toBeVisible();
    await saveScreenshot('ar-line');
  });

  test('light theme game page', async ({ page, request, server, saveScreenshot }) => {
    const game = await trading(request, server).liveGame(FOOTBALL);
    await page.addInitScript(() => globalThis.localStorage.setItem('theme', 'light'));
    await page.goto(`/en/live/1/${game.champId}/${game.id}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(odds(page, game.id, HOME_WIN)).toBeVisible();
    await saveScreenshot('light-game');
  });
});

test.describe('sportsbook on a phone @mobile', () => {
  test('a price goes to the bet slip: badge in the bottom bar, list in the coupon sheet', async ({
    page,
    saveScreenshot,
  }) => {
    await page.goto('/en/live');
    // The phone list shows the main market only; other prices of a row are in the page but hidden.
    const price = page.locator('[data-price]:not([data-locked])').filter({ visible: true }).first();
    await expect(price).toBeVisible();
    const box = await price.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar.getByLabel('1 selection')).toBeVisible();
    await saveScreenshot('live');
    await bar.getByRole('button', { name: /Bet slip/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Bet slip' });
    const remove = sheet.getByRole('button', { name: /^Remove .+ \(/ });
    await expect(remove).toBeVisible();
    await saveScreenshot('coupon-sheet');
    await remove.click();
    await expect(sheet.getByText('Your bet slip is empty')).toBeVisible();
  });
});
