#!/usr/bin/env node
// `npm test`: the whole suite. Makes sure Chromium, PostgreSQL and Redis are there (installing or starting
// them as root on Debian when it can, failing with what to install when it cannot), then runs typecheck,
// lint, the build, every Vitest project and the Playwright journeys, and fails when no browser test ran.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureServices } from './test-prerequisites.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${label} FAILED after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${label} passed in ${seconds}s`);
}

ensureServices();
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('build', 'npm', ['run', '--silent', 'build']);
run('unit and integration tests', 'npx', ['vitest', 'run']);
run('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);

const reportFile = path.join(root, 'e2e/artifacts/report.json');
const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : null;
const ran = report ? (report.stats?.expected ?? 0) + (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0) : 0;
console.log(`\nPlaywright tests run: ${ran} (passed only on their retry: ${report?.stats?.flaky ?? 0})`);
if (ran === 0) {
  console.error('No Playwright test ran: the browser suite must not be empty.');
  process.exit(1);
}
