/**
 * The baseline: a bare `ws` server doing the same coalesced fan-out as the product's hub, and nothing else.
 * It reads the bench's games from the database, takes the batches from Redis (patches applied to the games it
 * holds), keeps the latest game per id, and sends each client one frame per tick with the diffs of its games,
 * each game's diff serialised once per tick; the tick starts when a batch arrives, at least a tick after the
 * last one. No validation, slow-client handling, heartbeats or resume: what is left is the cost the product's
 * hub is compared against.
 */
import pino from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { applyPatch } from '@sportsbook/core/structural-diff/value-patch';
import type { FeedBatch, FeedGame } from '../../apps/server/src/modules/feed/feed-model';
import { RedisBus } from '../../apps/server/src/platform/bus/redis-bus';
import { loadBenchGames, outcomeKeyOf } from './bench-feed';
import type { ServerCommand, ServerEvent } from './bench-ipc';
import { collectedMemory } from './server-memory';

const tickMs = Number(process.env.TICK_MS ?? '50');
const bench = await loadBenchGames(process.env.DATABASE_URL ?? '', process.env.GAME_IDS_FILE ?? '');
const bus = new RedisBus(
  process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  process.env.BUS_PREFIX ?? 'bench:',
  pino(),
);

type Prices = Map<string, { G: number; T: number; P?: number; C: number; B?: true }>;

function pricesOf(game: FeedGame): Prices {
  const prices: Prices = new Map();
  for (const market of game.markets) {
    for (const { G, T, P, C, B } of market.outcomes) {
      prices.set(outcomeKeyOf({ G, T, P }), { G, T, ...(P ? { P } : {}), C: C / 1000, ...(B ? { B } : {}) });
    }
  }
  return prices;
}

const published = new Map<number, Prices>(bench.games.map((game) => [game.id, pricesOf(game)]));
const latest = new Map<number, FeedGame>();
const subscribers = new Map<number, Set<WebSocket>>();
let peakBufferedBytes = 0;

let flushTimer: NodeJS.Timeout | undefined;
let lastTickAt = Number.NEGATIVE_INFINITY;

/** As the product's hub: a batch goes out at once unless the last diffs went out less than a tick ago. */
const games = new Map<number, FeedGame>(bench.games.map((game) => [game.id, game]));

void bus.subscribe('feed.batch', (message) => {
  const batch = message as FeedBatch;
  for (const game of batch.games) games.set(game.id, game);
  for (const { id, patch } of batch.patches ?? [])
    games.set(id, applyPatch(games.get(id), patch) as FeedGame);
  for (const id of [...batch.games.map((game) => game.id), ...(batch.patches ?? []).map((p) => p.id)])
    latest.set(id, games.get(id)!);
  flushTimer ??= setTimeout(
    () => {
      flushTimer = undefined;
      tick();
    },
    Math.max(0, lastTickAt + tickMs - Date.now()),
  );
});

function tick(): void {
  lastTickAt = Date.now();
  const frames = new Map<WebSocket, string[]>();
  for (const [id, game] of latest) {
    const before = published.get(id) ?? new Map();
    const after = pricesOf(game);
    published.set(id, after);
    const changed = [...after].filter(([key, o]) => before.get(key)?.C !== o.C || before.get(key)?.B !== o.B);
    if (changed.length === 0) continue;
    const text = JSON.stringify({ I: id, E: changed.map(([, o]) => o) });
    for (const ws of subscribers.get(id) ?? []) {
      const parts = frames.get(ws);
      if (parts) parts.push(text);
      else frames.set(ws, [text]);
    }
  }
  latest.clear();
  for (const [ws, parts] of frames) {
    peakBufferedBytes = Math.max(peakBufferedBytes, ws.bufferedAmount);
    ws.send(`{"v":1,"type":"diff","games":[${parts.join(',')}]}`);
  }
}

const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
server.on('connection', (ws) => {
  ws.on('message', (data: Buffer) => {
    const { topics } = JSON.parse(data.toString('utf8')) as { topics: { id: number }[] };
    const games = topics.map(({ id }) => {
      let set = subscribers.get(id);
      if (!set) subscribers.set(id, (set = new Set()));
      set.add(ws);
      return JSON.stringify({ I: id, E: [...(published.get(id)?.values() ?? [])] });
    });
    ws.send(`{"v":1,"type":"snapshot","replace":false,"games":[${games.join(',')}]}`);
  });
  ws.on('close', () => {
    for (const set of subscribers.values()) set.delete(ws);
  });
});
server.on('listening', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ event: 'listening', port } satisfies ServerEvent);
});

process.on('message', (command: ServerCommand) => {
  if (command.cmd === 'stats') {
    const stats: ServerEvent = {
      event: 'stats',
      peakBufferedBytes,
      staleConnections: 0,
      staleSnapshots: 0,
      connections: server.clients.size,
    };
    peakBufferedBytes = 0;
    process.send?.(stats);
  } else if (command.cmd === 'gc') {
    process.send?.(collectedMemory());
  } else {
    server.close();
    void bus.close().then(() => process.exit(0));
  }
});
