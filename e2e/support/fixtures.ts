import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@sportsbook/core/constants/storage.constants';
import { startServer, type RunningServer } from './server';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
/** Several runs can share a machine: E2E_PORT_BASE moves this run's servers off the default ports. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 18_100);
export const DEMO_PLAYER = { login: 'demo@sportsbook.local', password: 'DemoPass-2026' } as const;

interface TestFixtures {
  /** Declares console errors or failed requests this test expects (e.g. a guest's 401). */
  allowProblems: (...patterns: RegExp[]) => void;
  /** Saves a full-page screenshot as e2e/artifacts/<name>.png. */
  saveScreenshot: (name: string) => Promise<void>;
  loginAsDemo: () => Promise<void>;
}

interface WorkerFixtures {
  server: RunningServer;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startServer(PORT_BASE + workerInfo.workerIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  baseURL: async ({ server }, use) => use(server.baseURL),

  // Journeys meet the site as a visitor who already chose their cookies, so the consent banner covers nothing.
  context: async ({ context }, use) => {
    await context.addInitScript(([key, at]) => window.localStorage.setItem(key, at), [
      STORAGE_KEYS.cookiesAgreeTime,
      '2026-01-01T00:00:00.000Z',
    ] as const);
    await use(context);
  },

  allowProblems: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text));
      page.on('console', (message) => {
        if (message.type() === 'error' && !isAllowed(message.text()))
          problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        if (!isAllowed(error.message)) problems.push(`page error: ${error.message}`);
      });
      page.on('requestfailed', (request) => {
        const text = `${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`;
        // Navigations and aborted prefetches cancelled by the page itself are not failures of the product.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        if (!isAllowed(text)) problems.push(`request failed: ${text}`);
      });
      page.on('response', (response) => {
        const text = `${response.status()} ${response.request().method()} ${response.url()}`;
        if (response.status() >= 400 && !isAllowed(text)) problems.push(`response: ${text}`);
      });
      await use((...patterns) => allowed.push(...patterns));
      expect(problems, 'console errors or failed requests the test did not declare').toEqual([]);
    },
    { auto: true },
  ],

  saveScreenshot: async ({ page }, use, testInfo) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await use(async (name) => {
      const file = path.join(ARTIFACTS, `${testInfo.project.name}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
    });
  },

  loginAsDemo: async ({ page }, use) => {
    await use(() => loginThroughApi(page));
  },
});

/** Logs the demo player in as a visitor does: the header's Log in button and the dialog. */
export async function loginThroughHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail, phone or account ID').fill(DEMO_PLAYER.login);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/** Logs the demo player in through the API in the page's context, so the browser holds the session cookie. */
export async function loginThroughApi(page: Page): Promise<void> {
  const response = await page.request.post('/web-api/user/auth', {
    data: { login: DEMO_PLAYER.login, password: DEMO_PLAYER.password, remember_auth: true },
  });
  expect(response.status()).toBe(200);
}

export { expect };
