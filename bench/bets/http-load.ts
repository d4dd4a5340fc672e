import http from 'node:http';

export interface LoadResult {
  readonly sent: number;
  readonly accepted: number;
  readonly refused: number;
  readonly seconds: number;
  /** Latencies in ms, from the scheduled send (open loop) or the send (closed loop). */
  readonly latenciesMs: number[];
}

export interface BetRequestSource {
  readonly path: string;
  next(): { cookie: string; body: string };
}

function send(agent: http.Agent, port: number, source: BetRequestSource): Promise<boolean> {
  const { cookie, body } = source.next();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: source.path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve((JSON.parse(Buffer.concat(chunks).toString()) as { Success: boolean }).Success),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
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
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const latenciesMs: number[] = [];
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
          send(agent, port, source).then((ok) => {
            latenciesMs.push(performance.now() - due);
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
  agent.destroy();
  return { sent: total, accepted, refused, seconds: (performance.now() - started) / 1000, latenciesMs };
}

/** Closed loop: `connections` clients, each sending its next bet when the last is answered, for `seconds`. */
export async function closedLoop(
  port: number,
  source: BetRequestSource,
  options: { seconds: number; connections: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latenciesMs: number[] = [];
  let accepted = 0;
  let refused = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const at = performance.now();
      const ok = await send(agent, port, source);
      latenciesMs.push(performance.now() - at);
      if (ok) accepted += 1;
      else refused += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  return { sent: accepted + refused, accepted, refused, seconds, latenciesMs };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
