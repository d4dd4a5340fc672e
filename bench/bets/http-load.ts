import { RawHttpConnection } from './raw-http-connection';

export interface LoadResult {
  readonly sent: number;
  readonly accepted: number;
  readonly refused: number;
  readonly seconds: number;
  /** Latencies in ms, from the scheduled send (open loop) or the send (closed loop). */
  readonly latenciesMs: number[];
  /** Open loop: the p99 of the requests due in each second, so a slow episode shows apart from a slow run. */
  readonly p99BySecondMs?: number[];
}

export interface BetRequestSource {
  readonly path: string;
  next(): { cookie: string; body: string };
}

async function send(connection: RawHttpConnection, source: BetRequestSource): Promise<boolean> {
  const { cookie, body } = source.next();
  const answer = await connection.post(source.path, cookie, body);
  return (JSON.parse(answer) as { Success: boolean }).Success;
}

/** Up to `size` keep-alive connections, opened as needed; a request waits for a free one. */
class ConnectionPool {
  private readonly open: RawHttpConnection[] = [];
  private readonly free: RawHttpConnection[] = [];
  private readonly queue: ((connection: RawHttpConnection) => void)[] = [];

  constructor(
    private readonly port: number,
    private readonly size: number,
  ) {}

  async use<T>(work: (connection: RawHttpConnection) => Promise<T>): Promise<T> {
    const connection = await this.acquire();
    try {
      return await work(connection);
    } finally {
      const next = this.queue.shift();
      if (next) next(connection);
      else this.free.push(connection);
    }
  }

  close(): void {
    for (const connection of this.open) connection.close();
  }

  private acquire(): Promise<RawHttpConnection> {
    const free = this.free.pop();
    if (free) return Promise.resolve(free);
    if (this.open.length < this.size) {
      const connection = new RawHttpConnection(this.port);
      this.open.push(connection);
      return Promise.resolve(connection);
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }
}

/**
 * Open loop: requests start at a fixed rate whatever the answers do, over at most `connections` keep-alive
 * connections (a request waits for a free one), and each latency counts from the moment it was due, so a slow
 * server shows in the latencies instead of lowering the rate (no coordinated omission).
 */
export async function openLoop(
  port: number,
  source: BetRequestSource,
  options: { rate: number; seconds: number; connections: number },
): Promise<LoadResult> {
  const pool = new ConnectionPool(port, options.connections);
  const total = Math.round(options.rate * options.seconds);
  const latenciesMs: number[] = [];
  const bySecond: number[][] = [];
  let accepted = 0;
  let refused = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      while (next < total && started + (next * 1000) / options.rate <= now) {
        const due = started + (next * 1000) / options.rate;
        next += 1;
        pending.push(
          pool
            .use((connection) => send(connection, source))
            .then((ok) => {
              const latency = performance.now() - due;
              latenciesMs.push(latency);
              (bySecond[Math.floor((due - started) / 1000)] ??= []).push(latency);
              if (ok) accepted += 1;
              else refused += 1;
            }),
        );
      }
      if (next >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
  pool.close();
  return {
    sent: total,
    accepted,
    refused,
    seconds: (performance.now() - started) / 1000,
    latenciesMs,
    p99BySecondMs: bySecond.map((latencies) => percentile(latencies, 99)),
  };
}

/** Closed loop: `connections` clients, each sending its next bet when the last is answered, for `seconds`. */
export async function closedLoop(
  port: number,
  source: BetRequestSource,
  options: { seconds: number; connections: number },
): Promise<LoadResult> {
  const latenciesMs: number[] = [];
  let accepted = 0;
  let refused = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const connections: RawHttpConnection[] = [];
  const client = async () => {
    const connection = new RawHttpConnection(port);
    connections.push(connection);
    while (performance.now() < end) {
      const at = performance.now();
      const ok = await send(connection, source);
      latenciesMs.push(performance.now() - at);
      if (ok) accepted += 1;
      else refused += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  for (const connection of connections) connection.close();
  const seconds = (performance.now() - started) / 1000;
  return { sent: accepted + refused, accepted, refused, seconds, latenciesMs };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
