/**
 * `npm run bench:live`: live push at scale, the product's server against a bare `ws` server in one run.
 * See README.md beside this file for what is measured and how.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_PUSH_HUB_OPTIONS } from '../../apps/server/src/modules/live-push/push-hub.options';
import { createLiveGames } from './bench-feed';
import type { ClientsEvent, ServerEvent } from './bench-ipc';
import { cpuMs, forkEntry, nextEvent, rssBytes, stopChild } from './bench-process';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CONFIG = {
  clients: setting('BENCH_CLIENTS', 5000),
  gamesPerClient: setting('BENCH_GAMES_PER_CLIENT', 10),
  liveGames: setting('BENCH_LIVE_GAMES', 300),
  changesPerSec: setting('BENCH_CHANGES_PER_SEC', 1000),
  batchMs: setting('BENCH_BATCH_MS', 100),
  warmupMs: setting('BENCH_WARMUP_MS', 5000),
  measureMs: setting('BENCH_MEASURE_MS', 20_000),
  measureEvery: setting('BENCH_MEASURE_EVERY', 10),
  tickMs: DEFAULT_PUSH_HUB_OPTIONS.tickMs,
};
const TARGET = { p99Ms: 150, ratio: 1.5, rssGrowthMb: 300 };
const OPS_TOKEN = `bench-ops-${randomBytes(12).toString('hex')}`;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

type Result = Extract<ClientsEvent, { event: 'result' }>;
interface PhaseFigures {
  readonly name: string;
  readonly result: Result;
  readonly connectMs: number;
  readonly rssBeforeMb: number;
  readonly rssPeakMb: number;
  readonly heldBeforeMb: number;
  readonly heldMb: number;
  readonly peakBufferedBytes: number;
  readonly peakStale: number;
  readonly staleSnapshots: number;
  readonly serverCpuPercent: number;
  readonly clientsCpuPercent: number;
  readonly loadAverage: number;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Lets the engine build its world in the bench database, then creates the live games through its ops API. */
async function prepareGames(env: Record<string, string>, idsFile: string): Promise<void> {
  console.log(`[setup] the engine builds its world and ${CONFIG.liveGames} live football games`);
  const server = forkEntry('./sportsbook-push-server.ts', { ...env, FEED_WORLD: 'small' });
  try {
    const { port } = await nextEvent<Extract<ServerEvent, { event: 'listening' }>>(server, 'listening');
    const ids = await createLiveGames(`http://127.0.0.1:${port}`, OPS_TOKEN, CONFIG.liveGames);
    writeFileSync(idsFile, JSON.stringify(ids));
  } finally {
    await stopChild(server);
  }
}

/** Peak RSS of a process while `work` runs, sampled every 200 ms. */
async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ value: T; peakBytes: number }> {
  let peakBytes = rssBytes(pid);
  const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, rssBytes(pid))), 200);
  try {
    return { value: await work(), peakBytes };
  } finally {
    clearInterval(sampler);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the server holds after full collections, with the feed paused. */
async function heldMb(server: ChildProcess, clients: ChildProcess): Promise<number> {
  clients.send({ cmd: 'pause' });
  await pause(500);
  server.send({ cmd: 'gc' });
  const { heldBytes } = await nextEvent<Extract<ServerEvent, { event: 'collected' }>>(server, 'collected');
  return heldBytes / 1e6;
}

async function runPhase(
  name: string,
  serverEntry: string,
  env: Record<string, string>,
): Promise<PhaseFigures> {
  console.log(`\n[${name}] starting the server`);
  const server = forkEntry(serverEntry, env);
  try {
    const { port } = await nextEvent<Extract<ServerEvent, { event: 'listening' }>>(server, 'listening');
    const clients = forkEntry('./push-clients.ts', {
      ...env,
      PUSH_URL: `ws://127.0.0.1:${port}/ws`,
      CLIENTS: String(CONFIG.clients),
      GAMES_PER_CLIENT: String(CONFIG.gamesPerClient),
      MEASURE_EVERY: String(CONFIG.measureEvery),
    });
    try {
      await nextEvent(clients, 'loaded');
      console.log(`[${name}] driving ${CONFIG.changesPerSec} changes/s with no client connected`);
      const drive = { cmd: 'drive', changesPerSec: CONFIG.changesPerSec, batchMs: CONFIG.batchMs } as const;
      clients.send(drive);
      // As long as the loaded window below: V8 lets the feed's garbage pile up for tens of seconds before a
      // full collection, so a shorter feed-only window would count that garbage as the clients' memory.
      const before = await peakRss(server.pid!, () => pause(CONFIG.warmupMs + CONFIG.measureMs));
      // Connecting while the feed runs would mostly measure how fast one process can open sockets.
      const heldBefore = await heldMb(server, clients);
      clients.send({ cmd: 'connect' });
      const ready = await nextEvent<Extract<ClientsEvent, { event: 'ready' }>>(clients, 'ready');
      console.log(`[${name}] ${ready.connected} clients subscribed in ${ready.connectMs} ms`);
      clients.send(drive);
      let peakBufferedBytes = 0;
      let peakStale = 0;
      let staleSnapshots = 0;
      const onStats = (message: ServerEvent) => {
        if (message.event !== 'stats') return;
        peakBufferedBytes = Math.max(peakBufferedBytes, message.peakBufferedBytes);
        peakStale = Math.max(peakStale, message.staleConnections);
        staleSnapshots = message.staleSnapshots;
      };
      server.on('message', onStats);
      const statsTimer = setInterval(() => server.send({ cmd: 'stats' }), 500);
      const cpuBefore = { at: Date.now(), server: cpuMs(server.pid!), clients: cpuMs(clients.pid!) };
      const during = await peakRss(server.pid!, async () => {
        clients.send({ cmd: 'measure', warmupMs: CONFIG.warmupMs, measureMs: CONFIG.measureMs });
        return nextEvent<Result>(clients, 'result');
      });
      const elapsedMs = Date.now() - cpuBefore.at;
      clearInterval(statsTimer);
      server.off('message', onStats);
      const serverCpuMs = cpuMs(server.pid!) - cpuBefore.server;
      const clientsCpuMs = cpuMs(clients.pid!) - cpuBefore.clients;
      const held = await heldMb(server, clients);
      return {
        name,
        result: during.value,
        connectMs: ready.connectMs,
        rssBeforeMb: before.peakBytes / 1e6,
        rssPeakMb: during.peakBytes / 1e6,
        heldBeforeMb: heldBefore,
        heldMb: held,
        peakBufferedBytes,
        peakStale,
        staleSnapshots,
        serverCpuPercent: (serverCpuMs / elapsedMs) * 100,
        clientsCpuPercent: (clientsCpuMs / elapsedMs) * 100,
        loadAverage: loadavg()[0] ?? 0,
      };
    } finally {
      await stopChild(clients);
    }
  } finally {
    await stopChild(server);
  }
}

function report(ours: PhaseFigures, bare: PhaseFigures): boolean {
  const figures = (phase: PhaseFigures) => ({
    'p50 ms': phase.result.latency.p50,
    'p90 ms': phase.result.latency.p90,
    'p99 ms': phase.result.latency.p99,
    'max ms': phase.result.latency.max,
    'latency samples': phase.result.latency.total,
    'changes/s': Math.round(phase.result.changesPerSec),
    'frames/s': Math.round(phase.result.framesPerSec),
    'MB/s': Number(phase.result.megabytesPerSec.toFixed(1)),
    'RSS peak, feed only MB': Math.round(phase.rssBeforeMb),
    'RSS peak, with clients MB': Math.round(phase.rssPeakMb),
    'RSS growth (peaks) MB': Math.round(phase.rssPeakMb - phase.rssBeforeMb),
    'held after GC, feed only MB': Math.round(phase.heldBeforeMb),
    'held after GC, with clients MB': Math.round(phase.heldMb),
    'held growth MB': Math.round(phase.heldMb - phase.heldBeforeMb),
    'peak unsent bytes/conn': phase.peakBufferedBytes,
    'stale conns (peak)': phase.peakStale,
    'catch-up snapshots (stale)': phase.staleSnapshots,
    'server CPU %': Math.round(phase.serverCpuPercent),
    'clients CPU %': Math.round(phase.clientsCpuPercent),
    'client loop delay p99 ms': Math.round(phase.result.clientLoopDelayP99Ms),
    'machine load avg': Number(phase.loadAverage.toFixed(1)),
  });
  const a = figures(ours);
  const b = figures(bare);
  const rows = Object.fromEntries(
    Object.keys(a).map((key) => [
      key,
      { [ours.name]: a[key as keyof typeof a], [bare.name]: b[key as keyof typeof b] },
    ]),
  );
  console.log('\nLive push: engine change -> client receipt');
  console.table(rows);
  const ratio = ours.result.latency.p99 / Math.max(1, bare.result.latency.p99);
  const growth = ours.rssPeakMb - ours.rssBeforeMb;
  const heldGrowth = ours.heldMb - ours.heldBeforeMb;
  const checks = [
    [`p99 ${ours.result.latency.p99} ms < ${TARGET.p99Ms} ms`, ours.result.latency.p99 < TARGET.p99Ms],
    [`p99 ratio to bare ws ${ratio.toFixed(2)} <= ${TARGET.ratio}`, ratio <= TARGET.ratio],
    [`RSS growth (peaks) ${Math.round(growth)} MB <= ${TARGET.rssGrowthMb} MB`, growth <= TARGET.rssGrowthMb],
    [
      `held growth (heap and buffers after GC) ${Math.round(heldGrowth)} MB <= ${TARGET.rssGrowthMb} MB`,
      heldGrowth <= TARGET.rssGrowthMb,
    ],
    [`all ${CONFIG.clients} clients still connected`, ours.result.open === CONFIG.clients],
    [`no protocol errors`, ours.result.protocolErrors === 0],
  ] as const;
  for (const [text, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  return checks.every(([, ok]) => ok);
}

async function main(): Promise<void> {
  console.log('Live push bench', CONFIG);
  const database = `sb_bench_live_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${database}`));
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-bench-live-'));
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL,
    BUS_PREFIX: `bench:${randomBytes(4).toString('hex')}:`,
    GAME_IDS_FILE: path.join(dir, 'game-ids.json'),
    TICK_MS: String(CONFIG.tickMs),
    OPS_TOKEN,
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
  };
  try {
    await prepareGames(env, env.GAME_IDS_FILE);
    // The engine stays off from here: the driver publishes its batches instead.
    const ours = await runPhase('sportsbook', './sportsbook-push-server.ts', { ...env, FEED_WORLD: 'off' });
    const bare = await runPhase('bare ws', './bare-push-server.ts', env);
    process.exitCode = report(ours, bare) ? 0 : 1;
  } finally {
    await withAdmin((admin) => admin.query(`drop database if exists ${database} with (force)`));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
