// Chromium, PostgreSQL and Redis for the test suite: started or installed when we are root on Debian,
// otherwise a clear message of what to install. Never skips a test for want of them.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const isRoot = process.getuid?.() === 0;
const isDebian = existsSync('/etc/debian_version');

function succeeds(command) {
  return spawnSync('sh', ['-c', command], { stdio: 'ignore' }).status === 0;
}

function fail(message) {
  console.error(`\nTest prerequisites missing: ${message}`);
  process.exit(1);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (!isRoot || !isDebian) fail(`Chromium at ${CHROMIUM}. Install it: sudo apt-get install -y --no-upgrade chromium`);
  console.log('Installing Chromium from Debian (apt-get install --no-upgrade chromium)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-upgrade chromium', {
    stdio: 'inherit',
  });
  if (!existsSync(CHROMIUM)) fail(`Chromium did not install at ${CHROMIUM}`);
}

function waitFor(check, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (succeeds(check)) return true;
    spawnSync('sleep', ['0.25']);
  }
  return false;
}

function ensurePostgres() {
  const url = new URL(process.env.TEST_DATABASE_URL);
  const ready = `pg_isready -q -h ${url.hostname} -p ${url.port || 5432}`;
  if (succeeds(ready)) return;
  if (isRoot && existsSync('/etc/postgresql')) {
    for (const version of readdirSync('/etc/postgresql')) {
      spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    }
    if (waitFor(ready, 30)) return;
  }
  fail(`PostgreSQL at ${url.host}. Install and start it: sudo apt-get install -y --no-upgrade postgresql, or set TEST_DATABASE_URL`);
}

function ensureRedis() {
  const url = new URL(process.env.REDIS_URL);
  const ping = `redis-cli -h ${url.hostname} -p ${url.port || 6379} ping`;
  if (succeeds(ping)) return;
  if (succeeds('command -v redis-server')) {
    spawnSync(
      'redis-server',
      ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', url.port || '6379', '--save', '', '--appendonly', 'no'],
      { stdio: 'inherit' },
    );
    if (waitFor(ping, 15)) return;
  }
  fail(`Redis at ${url.host}. Install and start it: sudo apt-get install -y --no-upgrade redis-server, or set REDIS_URL`);
}

export function ensureServices() {
  ensureChromium();
  ensurePostgres();
  ensureRedis();
}
