/**
 * `npm run bench:ledger`: one wallet debit (the SQL of one ledger movement) through the wallet's service on
 * PostgreSQL, beside pgbench running the same SQL on the same database in the same run, and the service alone on
 * PGlite. See README.md beside this file.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { checkLedger } from '../../apps/server/src/modules/wallet/check/ledger-check';
import {
  openPGlite,
  openPostgres,
  type DatabaseHandle,
} from '../../apps/server/src/platform/db/create-database';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate';
import { prepareLedger } from './ledger-bench-fixture';
import { runPgbench } from './pgbench-load';
import { runServiceLoad } from './service-load';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CONFIG = {
  connections: setting('BENCH_CONNECTIONS', 8),
  wallets: setting('BENCH_WALLETS', 1000),
  seconds: setting('BENCH_SECONDS', 8),
  rounds: setting('BENCH_ROUNDS', 2),
};
const TARGET_RATIO = 0.5;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pg's pool.end() resolves before its sockets have closed; dropping WITH (FORCE) at that moment would send a
 * closing client a fatal error it reports as unhandled. So wait until the database has no sessions left.
 */
async function dropWhenIdle(name: string): Promise<void> {
  await admin(async (client) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === '0') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

async function assertSound(handle: DatabaseHandle, label: string): Promise<void> {
  const report = await checkLedger(handle.db, new Date());
  if (!report.ok)
    throw new Error(`${label}: the ledger check failed: ${JSON.stringify(report.breaches.slice(0, 5))}`);
  console.log(`  ledger check after the ${label} runs: OK (${report.transactions} transactions)`);
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const rate = (value: number) => `${Math.round(value).toLocaleString('en')}/s`;

async function postgresPhase(): Promise<{ service: number; pgbench: number }> {
  const name = `sb_bench_ledger_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await admin((client) => client.query(`create database ${name}`));
  const handle = openPostgres(url.toString(), CONFIG.connections);
  try {
    await migrateToLatest(handle.db);
    const bench = await prepareLedger(handle.db, CONFIG.wallets);
    const service: number[] = [];
    const pgbench: number[] = [];
    // Warm both paths (caches, plans, WAL), then alternate so neither profits from running second.
    await runServiceLoad(handle.db, bench, { workers: CONFIG.connections, seconds: 2 });
    await runPgbench(url.toString(), bench, { clients: CONFIG.connections, threads: 2, seconds: 2 });
    for (let round = 1; round <= CONFIG.rounds; round++) {
      service.push(
        await runServiceLoad(handle.db, bench, { workers: CONFIG.connections, seconds: CONFIG.seconds }),
      );
      pgbench.push(
        await runPgbench(url.toString(), bench, {
          clients: CONFIG.connections,
          threads: 2,
          seconds: CONFIG.seconds,
        }),
      );
      console.log(`  round ${round}: service ${rate(service.at(-1)!)}, pgbench ${rate(pgbench.at(-1)!)}`);
    }
    await assertSound(handle, 'PostgreSQL');
    return { service: mean(service), pgbench: mean(pgbench) };
  } finally {
    await handle.close();
    await dropWhenIdle(name);
  }
}

async function pgliteFigure(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-bench-pglite-'));
  const handle = await openPGlite({ dataDir: path.join(dir, 'pglite') });
  try {
    await migrateToLatest(handle.db);
    const bench = await prepareLedger(handle.db, CONFIG.wallets);
    await runServiceLoad(handle.db, bench, { workers: CONFIG.connections, seconds: 2 });
    const figure = await runServiceLoad(handle.db, bench, {
      workers: CONFIG.connections,
      seconds: CONFIG.seconds,
    });
    await assertSound(handle, 'PGlite');
    return figure;
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `ledger bench: ${CONFIG.connections} connections, ${CONFIG.wallets} wallets, ${CONFIG.rounds} x ${CONFIG.seconds} s per side`,
);
console.log('PostgreSQL (service and pgbench on one scratch database):');
const { service, pgbench } = await postgresPhase();
console.log('PGlite (file-backed, one session):');
const pglite = await pgliteFigure();
const ratio = service / pgbench;
console.log('\nresults');
console.log(`  PostgreSQL, wallet service:         ${rate(service)}`);
console.log(`  PostgreSQL, pgbench (same SQL):     ${rate(pgbench)}`);
console.log(
  `  ratio service / pgbench:            ${(ratio * 100).toFixed(0)}% (aim: at least ${TARGET_RATIO * 100}%)`,
);
console.log(`  PGlite, wallet service:             ${rate(pglite)}`);
console.log(
  `  load average (1 min):               ${loadavg()[0]!.toFixed(2)} (figures from a busy machine are not comparable)`,
);
process.exitCode = ratio >= TARGET_RATIO ? 0 : 1;
