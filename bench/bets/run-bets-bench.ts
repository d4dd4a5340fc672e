/**
 * `npm run bench:bets`: MakeBetWeb over HTTP against a server process with the betting modules, at a fixed
 * arrival rate (open loop) and flat out (closed loop), over at most 64 connections, bets spread over 1,000 funded
 * players; PostgreSQL with default durability beside pgbench running the same SQL, then PGlite. See README.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { checkLedger } from '../../apps/server/src/modules/wallet/check/ledger-check';
import { openPostgres } from '../../apps/server/src/platform/db/create-database';
import { forkEntry, nextEvent, stopChild } from '../live-push/bench-process';
import type { BetsFixture } from './bets-bench-fixture';
import { cpuMsOf, endedChildrenCpuMs, machineCpuMs, postgresCpuMs } from './cpu-time';
import { closedLoop, openLoop, percentile, type BetRequestSource, type LoadResult } from './http-load';
import { runPgbenchScript } from '../shared/pgbench';
import { LONE_BET_BATCHES } from '../../apps/server/src/modules/betting/placement/coupon-acceptor';
import { pgbenchBatchScript, pgbenchScript } from './pgbench-bets';
import { RECORD_HEADER, type RecordedQuery } from './sql-recorder';
import { describeWaits, sampleWaits, type WaitShares } from './wait-events';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CONFIG = {
  rate: setting('BENCH_RATE', 2000),
  pgliteRate: setting('BENCH_PGLITE_RATE', 500),
  seconds: setting('BENCH_SECONDS', 10),
  connections: Math.min(setting('BENCH_CONNECTIONS', 64), 64),
  players: Math.max(setting('BENCH_PLAYERS', 1000), 1000),
  pool: setting('BENCH_POOL', 8),
};
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const MAKE_BET = '/service-api/LiveBet/Secure/MakeBetWeb';

interface Server {
  readonly child: ChildProcess;
  readonly port: number;
  readonly fixture: BetsFixture;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = forkEntry('../bets/bets-bench-server.ts', {
    ...env,
    BENCH_PLAYERS: String(CONFIG.players),
    BENCH_POOL: String(CONFIG.pool),
  });
  const ready = await nextEvent<{ event: 'ready'; port: number; fixture: BetsFixture }>(child, 'ready');
  return { child, port: ready.port, fixture: ready.fixture };
}

/** Random players, random selections, a fresh betGUID each: every request is a new single of 1.00. */
function bets(fixture: BetsFixture): BetRequestSource {
  return {
    path: MAKE_BET,
    next() {
      const player = Math.floor(Math.random() * fixture.cookies.length);
      const leg = fixture.legs[Math.floor(Math.random() * fixture.legs.length)]!;
      return {
        cookie: fixture.cookies[player]!,
        body: JSON.stringify({ Events: [leg], Vid: 0, Summ: 1, CheckCf: 2, betGUID: randomUUID() }),
      };
    },
  };
}

/** A load with the CPU the server process and PostgreSQL (none for PGlite) spent on it. */
async function measured(server: Server, run: () => Promise<LoadResult>, databaseUrl?: string) {
  const postgresCpu = () => (databaseUrl ? postgresCpuMs() : 0);
  const [serverBefore, pgBefore, loadBefore, machineBefore] = [
    cpuMsOf(server.child.pid!),
    postgresCpu(),
    process.cpuUsage(),
    machineCpuMs(),
  ];
  const { result, waits } = databaseUrl
    ? await sampleWaits(databaseUrl, run)
    : { result: await run(), waits: null as WaitShares | null };
  const serverMs = cpuMsOf(server.child.pid!) - serverBefore;
  const postgresMs = postgresCpu() - pgBefore;
  const { user, system } = process.cpuUsage(loadBefore);
  const machine = machineCpuMs();
  const perThousand = (ms: number) => (ms / 1000 / Math.max(result.accepted, 1)) * 1000;
  return {
    ...result,
    serverCpuPer1000: perThousand(serverMs),
    postgresCpuPer1000: perThousand(postgresMs),
    loadCpuPer1000: perThousand((user + system) / 1000),
    machineBusy: (machine.busy - machineBefore.busy) / Math.max(machine.total - machineBefore.total, 1),
    waits,
  };
}

function report(label: string, result: Awaited<ReturnType<typeof measured>>) {
  const rate = result.accepted / result.seconds;
  console.log(
    `  ${label}: ${Math.round(rate).toLocaleString('en')} bets/s accepted (${result.refused} refused), ` +
      `p50 ${percentile(result.latenciesMs, 50).toFixed(1)} ms, p99 ${percentile(result.latenciesMs, 99).toFixed(1)} ms, ` +
      `max ${percentile(result.latenciesMs, 100).toFixed(1)} ms; CPU s per 1,000 bets: server ${result.serverCpuPer1000.toFixed(2)}, ` +
      `PostgreSQL ${result.postgresCpuPer1000.toFixed(2)}, load generator ${result.loadCpuPer1000.toFixed(2)}; ` +
      `machine busy ${Math.round(result.machineBusy * 100)}%`,
  );
  if (result.p99BySecondMs)
    console.log(`    p99 by second: ${result.p99BySecondMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  if (result.waits) console.log(`    PostgreSQL backends on bets: ${describeWaits(result.waits)}`);
  return rate;
}

/** One bet's statements, recorded in the server as it runs them. */
async function recordOneBet(server: Server): Promise<{ queries: RecordedQuery[]; betGuid: string }> {
  const source = bets(server.fixture);
  const warm = source.next();
  const betGuid = `bench-sample-${randomBytes(4).toString('hex')}`;
  await fetch(`http://127.0.0.1:${server.port}${MAKE_BET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: server.fixture.cookies[0]! },
    body: warm.body,
  });
  server.child.send({ cmd: 'record' });
  await fetch(`http://127.0.0.1:${server.port}${MAKE_BET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: server.fixture.cookies[0]!, [RECORD_HEADER]: '1' },
    body: JSON.stringify({ ...(JSON.parse(warm.body) as object), betGUID: betGuid }),
  });
  server.child.send({ cmd: 'recorded' });
  const { queries } = await nextEvent<{ event: 'recorded'; queries: RecordedQuery[] }>(
    server.child,
    'recorded',
  );
  return { queries, betGuid };
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function assertLedger(url: string) {
  const handle = openPostgres(url, 2);
  try {
    const report = await checkLedger(handle.db, new Date());
    if (!report.ok)
      throw new Error(`the ledger check failed: ${JSON.stringify(report.breaches.slice(0, 5))}`);
    console.log(`  ledger check: OK (${report.transactions.toLocaleString('en')} transactions)`);
  } finally {
    await handle.close();
  }
}

/** pgbench after a short warm-up: bets a second (`betsPerRun` a transaction) and its client's CPU. */
async function pgbenchFigure(url: string, script: string, clients: number, betsPerRun: number) {
  await runPgbenchScript(url, script, { clients, threads: 2, seconds: 3 });
  const cpuBefore = endedChildrenCpuMs();
  const tps = await runPgbenchScript(url, script, { clients, threads: 2, seconds: CONFIG.seconds });
  const bets = tps * betsPerRun;
  return { bets, clientCpuPer1000: (endedChildrenCpuMs() - cpuBefore) / (bets * CONFIG.seconds) };
}

async function postgresPhase() {
  const name = `sb_bench_bets_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await admin((client) => client.query(`create database ${name}`));
  const server = await startServer({ DATABASE_URL: url.toString() });
  try {
    const load = bets(server.fixture);
    const { queries, betGuid } = await recordOneBet(server);
    await closedLoop(server.port, load, { seconds: 3, connections: CONFIG.connections });
    const database = url.toString();
    const flat = report(
      'closed loop, 64 connections',
      await measured(
        server,
        () => closedLoop(server.port, load, { seconds: CONFIG.seconds, connections: CONFIG.connections }),
        database,
      ),
    );
    const open = await measured(
      server,
      () =>
        openLoop(server.port, load, {
          rate: CONFIG.rate,
          seconds: CONFIG.seconds,
          connections: CONFIG.connections,
        }),
      database,
    );
    report(`open loop at ${CONFIG.rate}/s`, open);
    const ids = {
      userIds: server.fixture.userIds,
      accountIds: server.fixture.accountIds,
      sample: { userId: server.fixture.userIds[0]!, accountId: server.fixture.accountIds[0]!, betGuid },
    };
    const script = pgbenchScript(queries, ids);
    if (process.env.BENCH_KEEP_DB) {
      writeFileSync(process.env.BENCH_KEEP_DB, script);
      console.log(`  pgbench script in ${process.env.BENCH_KEEP_DB}, database ${name} kept`);
      await stopChild(server.child);
      process.exit(0);
    }
    const pgbench = await pgbenchFigure(database, script, CONFIG.pool, 1);
    console.log(
      `  pgbench, the same ${queries.length} statements per bet, ${CONFIG.pool} clients: ${Math.round(pgbench.bets).toLocaleString('en')} bets/s; ` +
        `CPU s per 1,000 bets: pgbench's client ${pgbench.clientCpuPer1000.toFixed(2)}`,
    );
    // The server sends the bets that wait for a statement together (bet_place_many): the database's figure
    // for bets in batches as large as the closed loop's (or the server's largest), beside it.
    const batchSize = Math.min(
      LONE_BET_BATCHES.size,
      Math.floor(CONFIG.connections / LONE_BET_BATCHES.inFlight),
    );
    const batched = await pgbenchFigure(
      database,
      pgbenchBatchScript(queries, ids, batchSize),
      LONE_BET_BATCHES.inFlight,
      batchSize,
    );
    console.log(
      `  pgbench, ${batchSize} of these bets a statement (bet_place_many), ${LONE_BET_BATCHES.inFlight} clients: ${Math.round(batched.bets).toLocaleString('en')} bets/s`,
    );
    await stopChild(server.child);
    await assertLedger(url.toString());
    return { flat, open, pgbench: pgbench.bets, batched: batched.bets };
  } finally {
    await stopChild(server.child);
    await admin(async (client) => {
      for (let i = 0; i < 50; i++) {
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
}

async function pgliteFigure() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-bench-bets-pglite-'));
  const server = await startServer({ DATA_DIR: dir, DATABASE_URL: '' });
  try {
    const load = bets(server.fixture);
    await closedLoop(server.port, load, { seconds: 2, connections: CONFIG.connections });
    const flat = report(
      'closed loop, 64 connections',
      await measured(server, () =>
        closedLoop(server.port, load, { seconds: CONFIG.seconds, connections: CONFIG.connections }),
      ),
    );
    const open = await measured(server, () =>
      openLoop(server.port, load, {
        rate: CONFIG.pgliteRate,
        seconds: CONFIG.seconds,
        connections: CONFIG.connections,
      }),
    );
    report(`open loop at ${CONFIG.pgliteRate}/s`, open);
    return { flat, open };
  } finally {
    await stopChild(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `bets bench: ${CONFIG.players} players, ${CONFIG.connections} connections, ${CONFIG.seconds} s per run, server pool ${CONFIG.pool}`,
);
console.log('PostgreSQL (default durability):');
const postgres = await postgresPhase();
console.log('PGlite (file-backed):');
const pglite = await pgliteFigure();
const ratio = postgres.flat / postgres.pgbench;
const openRate = postgres.open.accepted / postgres.open.seconds;
const p99 = percentile(postgres.open.latenciesMs, 99);
console.log('\nresults');
console.log(
  `  PostgreSQL, MakeBetWeb flat out:       ${Math.round(postgres.flat).toLocaleString('en')} bets/s`,
);
console.log(
  `  PostgreSQL, open loop ${CONFIG.rate}/s:        ${Math.round(openRate).toLocaleString('en')} bets/s, p99 ${p99.toFixed(1)} ms (aim: ${CONFIG.rate}/s, p99 < 25 ms)`,
);
console.log(
  `  pgbench, same SQL:                     ${Math.round(postgres.pgbench).toLocaleString('en')} bets/s`,
);
console.log(`  ratio flat out / pgbench:              ${(ratio * 100).toFixed(0)}% (aim: at least 50%)`);
console.log(
  `  pgbench, bets in batches:              ${Math.round(postgres.batched).toLocaleString('en')} bets/s (flat out is ${((postgres.flat / postgres.batched) * 100).toFixed(0)}% of it)`,
);
console.log(
  `  CPU s per 1,000 bets (open loop):      server ${postgres.open.serverCpuPer1000.toFixed(2)}, PostgreSQL ${postgres.open.postgresCpuPer1000.toFixed(2)}`,
);
console.log(
  `  PGlite, flat out:                      ${Math.round(pglite.flat).toLocaleString('en')} bets/s (aim: at least 500/s)`,
);
console.log(
  `  load average (1 min):                  ${loadavg()[0]!.toFixed(2)} (figures from a busy machine are not comparable)`,
);
process.exitCode = ratio >= 0.5 && pglite.flat >= 500 ? 0 : 1;
