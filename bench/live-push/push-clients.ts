/**
 * The client side of the live push bench, in its own process: opens the WebSocket clients, subscribes each
 * to a few games, runs the change driver (so change times and receipt times share one clock) and measures,
 * for every change and every measuring client subscribed to its game, the time from publication to receipt
 * of that price or a later one. Every client reads every frame; one in MEASURE_EVERY is a `ws` client that
 * parses them, the others are light clients that only walk the frames, since one process handling the frames of
 * thousands of clients would mostly measure its own queue (a browser handles only its own). Controlled by the
 * orchestrator over IPC.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import WebSocket from 'ws';
import { RedisBus } from '../../apps/server/src/platform/bus/redis-bus';
import { loadBenchGames, outcomeKeyOf } from './bench-feed';
import { ChangeDriver } from './change-driver';
import { LatencyHistogram } from './latency-histogram';
import { LightPushClient } from './light-push-client';
import type { ClientsCommand, ClientsEvent } from './bench-ipc';

interface PushedOutcome {
  G: number;
  T: number;
  P?: number;
  C: number;
}
interface PushedGame {
  I: number;
  E?: PushedOutcome[];
}
interface PushedMessage {
  type: string;
  games?: PushedGame[];
  added?: PushedGame[];
}

const env = (name: string, fallback: string) => process.env[name] ?? fallback;
const url = env('PUSH_URL', 'ws://127.0.0.1:8080/ws');
const clientCount = Number(env('CLIENTS', '5000'));
const gamesPerClient = Number(env('GAMES_PER_CLIENT', '10'));
const measureEvery = Number(env('MEASURE_EVERY', '1'));
const bench = await loadBenchGames(env('DATABASE_URL', ''), env('GAME_IDS_FILE', ''));
const bus = new RedisBus(
  env('REDIS_URL', 'redis://127.0.0.1:6379'),
  env('BUS_PREFIX', 'bench:'),
  pino({ level: 'warn' }),
);
const driver = new ChangeDriver(bench, (batch) => bus.publish('feed.batch', batch));
const histogram = new LatencyHistogram();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
let measureFrom = Number.POSITIVE_INFINITY;
let measureUntil = Number.POSITIVE_INFINITY;
let frames = 0;
let bytes = 0;
let protocolErrors = 0;

function send(event: ClientsEvent): void {
  process.send?.(event);
}

/** What one measuring client has seen: per game, the change count of each outcome. */
class BenchClient {
  readonly seen = new Map<number, Int32Array>();
  snapshotted = false;

  constructor(readonly gameIds: number[]) {
    for (const id of gameIds) this.seen.set(id, new Int32Array(driver.games.get(id)!.opening.length));
  }

  absorb(game: PushedGame, now: number): void {
    const driven = driver.games.get(game.I);
    const seen = this.seen.get(game.I);
    if (!driven || !seen) return;
    for (const outcome of game.E ?? []) {
      const index = driven.indexOf.get(outcomeKeyOf(outcome));
      if (index === undefined) continue;
      const count = Math.round(outcome.C * 1000) - driven.opening[index]!;
      const before = seen[index]!;
      if (count <= before) continue;
      const stamps = driven.stamps[index]!;
      for (let change = before; change < count; change++) {
        const at = stamps[change];
        if (at !== undefined && at >= measureFrom && at <= measureUntil) histogram.record(now - at);
      }
      seen[index] = count;
    }
  }

  receive(data: Buffer): void {
    const now = Date.now();
    frames += 1;
    bytes += data.length;
    const message = JSON.parse(data.toString('utf8')) as PushedMessage;
    if (message.type === 'error') protocolErrors += 1;
    if (message.type === 'snapshot') this.snapshotted = true;
    for (const game of message.games ?? []) this.absorb(game, now);
    for (const game of message.added ?? []) this.absorb(game, now);
  }
}

function pickGames(index: number): number[] {
  const ids = bench.games.map((game) => game.id);
  const picked = new Set<number>();
  let cursor = (index * 7919) % ids.length;
  while (picked.size < Math.min(gamesPerClient, ids.length)) {
    picked.add(ids[cursor]!);
    cursor = (cursor + 1 + ((index * 31 + picked.size * 17) % 13)) % ids.length;
  }
  return [...picked];
}

/** What the process keeps of each connection, `ws` or light. */
interface OpenClient {
  isOpen(): boolean;
  terminate(): void;
}
const clients: OpenClient[] = [];
const SNAPSHOT = 's'.charCodeAt(0);
const ERROR = 'e'.charCodeAt(0);

const subscribeMessage = (gameIds: number[]) =>
  JSON.stringify({ v: 1, type: 'subscribe', topics: gameIds.map((id) => ({ kind: 'game', id })) });

/** A measuring client: `ws`, every frame parsed. */
function openMeasuringClient(index: number): Promise<void> {
  const client = new BenchClient(pickGames(index));
  const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
  clients.push({ isOpen: () => ws.readyState === WebSocket.OPEN, terminate: () => ws.terminate() });
  return new Promise((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      client.receive(data);
      if (client.snapshotted) resolve();
    });
    ws.once('open', () => ws.send(subscribeMessage(client.gameIds)));
    ws.once('error', reject);
  });
}

/** Any other client: reads every frame (light-push-client.ts), parses none. */
function openLightClient(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let snapshotted = false;
    const client = new LightPushClient(new URL(url), subscribeMessage(pickGames(index)), {
      onFrame(kind, payloadBytes) {
        frames += 1;
        bytes += payloadBytes;
        if (kind === ERROR) protocolErrors += 1;
        if (kind === SNAPSHOT && !snapshotted) {
          snapshotted = true;
          resolve();
        }
      },
      onClose() {
        if (!snapshotted) reject(new Error(`client ${index} closed before its snapshot`));
      },
    });
    clients.push({ isOpen: () => client.open, terminate: () => client.terminate() });
  });
}

const openClient = (index: number) =>
  index % measureEvery === 0 ? openMeasuringClient(index) : openLightClient(index);

async function connectAll(): Promise<void> {
  const startedAt = Date.now();
  const wave = 100;
  for (let first = 0; first < clientCount; first += wave) {
    const size = Math.min(wave, clientCount - first);
    await Promise.all(Array.from({ length: size }, (_, i) => openClient(first + i)));
  }
  send({ event: 'ready', connected: clients.length, connectMs: Date.now() - startedAt });
}

async function measure(warmupMs: number, measureMs: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, warmupMs));
  measureFrom = Date.now();
  const counted = { frames, bytes, published: driver.published };
  loopDelay.reset();
  loopDelay.enable();
  await new Promise((resolve) => setTimeout(resolve, measureMs));
  measureUntil = Date.now();
  const seconds = (measureUntil - measureFrom) / 1000;
  const published = driver.published - counted.published;
  const received = { frames: frames - counted.frames, bytes: bytes - counted.bytes };
  // The window's last changes are still on their way: the driver keeps going while they arrive.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  driver.stop();
  loopDelay.disable();
  send({
    event: 'result',
    latency: histogram.toJSON(),
    changesPerSec: published / seconds,
    framesPerSec: received.frames / seconds,
    megabytesPerSec: received.bytes / seconds / 1e6,
    protocolErrors,
    clientLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    open: clients.filter((client) => client.isOpen()).length,
  });
}

process.on('message', (command: ClientsCommand) => {
  if (command.cmd === 'drive') driver.start(command.changesPerSec, command.batchMs);
  else if (command.cmd === 'pause') driver.stop();
  else if (command.cmd === 'connect') void connectAll().catch((error: unknown) => fail('connect', error));
  else if (command.cmd === 'measure') void measure(command.warmupMs, command.measureMs);
  else {
    driver.stop();
    for (const client of clients) client.terminate();
    void bus.close().then(() => process.exit(0));
  }
});

function fail(what: string, error: unknown): never {
  console.error(`bench clients: ${what} failed:`, error);
  process.exit(1);
}

send({ event: 'loaded', games: bench.games.length });
