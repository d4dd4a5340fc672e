import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium (a test tool's own browser download does not work on these machines). */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI: a shared two-core machine can stall a browser past a wait. A test that passes only on its
  // retry is reported as flaky in the list and counted in the runner's summary, so it is seen and fixed.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'artifacts/report.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    colorScheme: 'dark',
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1366, height: 860 } },
      grepInvert: /@mobile/,
      testIgnore: /performance/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions: chromium },
      grep: /@mobile/,
    },
    // Long-task budgets mean nothing while another worker's browser shares the two cores: these run last, alone.
    {
      name: 'performance',
      use: { viewport: { width: 1366, height: 860 } },
      testMatch: /performance/,
      dependencies: ['desktop', 'mobile'],
    },
  ],
});
