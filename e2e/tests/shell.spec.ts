import { test, expect, DEMO_PLAYER, loginThroughHeader } from '../support/fixtures';

test.describe('site shell', () => {
  test('every main section opens from the header with no console error (en, desktop, dark)', async ({
    page,
    saveScreenshot,
  }) => {
    await page.goto('/en/');
    const nav = page.getByRole('navigation', { name: 'Main sections' });
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link').filter({ visible: true });
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(5);
    const hrefs: string[] = [];
    for (let i = 0; i < count; i++) hrefs.push((await links.nth(i).getAttribute('href')) ?? '');
    for (const href of hrefs) {
      await nav.locator(`a[href="${href}"]`).filter({ visible: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    const more = page.getByRole('button', { name: 'More' });
    await more.click();
    const panel = page.locator(`#${await more.getAttribute('aria-controls')}`);
    const extra = panel.getByRole('link');
    expect(await extra.count()).toBeGreaterThan(0);
    const extraHref = (await extra.first().getAttribute('href')) ?? '';
    await extra.first().click();
    await expect(page).toHaveURL(new RegExp(`${extraHref}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await saveScreenshot('en-section');
  });

  test('an unknown page shows not found, a page of a later issue says so honestly', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.goto('/en/casino');
    await expect(page.getByText('Coming soon')).toBeVisible();
  });

  test('a guest opening an account page is asked to log in and comes back after login', async ({
    page,
    allowProblems,
  }) => {
    // The wrong password's 401 (the browser logs the status without the URL).
    allowProblems(/401 .*\/web-api\/user\/auth/, /status of 401/);
    await page.goto('/en/office/settings/account');
    await expect(page).toHaveURL(/return-url=/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('E-mail, phone or account ID').fill(DEMO_PLAYER.login);
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/office\/settings\/account$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  });

  test('log in and out from the header; the session survives a reload', async ({ page, saveScreenshot }) => {
    await page.goto('/en/');
    await loginThroughHeader(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await saveScreenshot('logged-in');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  });

  test('light theme is chosen from the header and remembered', async ({ page, saveScreenshot }) => {
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await saveScreenshot('en-light');
  });

  test('Russian and Arabic render translated, Arabic right to left', async ({ page, saveScreenshot }) => {
    await page.goto('/ru/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('navigation', { name: 'Основные разделы' })).toBeVisible();
    await saveScreenshot('ru-home');
    await page.goto('/ar/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await saveScreenshot('ar-home');
    // The switcher's flags come from the configured sprite (CFG-16), one file for all of them.
    const sprite = page.waitForResponse((response) => response.url().endsWith('/sprites/flags.svg'));
    await page.getByRole('banner').getByRole('button', { name: 'اللغة' }).click();
    expect((await sprite).status()).toBe(200);
    const english = page.getByRole('link', { name: /English/ });
    await expect(english.locator('use')).toHaveAttribute('href', '#flags-gb');
    await saveScreenshot('ar-languages');
  });

  test('first-load JavaScript of /en/ stays within 150 kB compressed', async ({ page }) => {
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto('/en/', { waitUntil: 'networkidle' });
    const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    console.log(`first-load JS transferred: ${(total / 1000).toFixed(1)} kB`);
    expect(total).toBeGreaterThan(10_000);
    expect(total).toBeLessThanOrEqual(150_000);
  });
});

test.describe('mobile @mobile', () => {
  test('bottom bar and menu sheet work without horizontal scrolling', async ({ page, saveScreenshot }) => {
    await page.goto('/en/');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot('home');
    await bar.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await saveScreenshot('menu');
  });
});
