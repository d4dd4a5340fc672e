/**
 * Feed HTTP bench (issue 3): Get1x2_VZip with 50 games and GetGameZip against a bare Fastify route answering a
 * prepared buffer of the same bytes, in the same run, both driven by autocannon from this process while the
 * servers run in their own. Target: the feed reaches at least 50% of the baseline's requests per second with
 * a p99 under 20 ms. `npm run bench:feed`; BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 16),
 * BENCH_FEED_WORLD=fixture for the feed's fixture world instead of the trading engine's.
 */
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { forkEntry, nextEvent, stopChild } from './live-push/bench-process';
import { rawGet } from './feed-http/raw-get';

const SECONDS = Number(process.env.BENCH_SECONDS ?? '10');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? '16');
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const LIST = '/service-api/LineFeed/Get1x2_VZip?count=50&lng=en';

/** The two calls of the target; the game is the first football game of the line. */
async function targets(origin: string) {
  const [football] = JSON.parse(
    (await rawGet(`${origin}/LineFeed/Get1x2_VZip?sports=1&count=1`, {})).text,
  ).Value;
  return [
    { name: 'Get1x2_VZip, 50 games', path: LIST, games: 50 },
    { name: 'GetGameZip', path: `/service-api/LineFeed/GetGameZip?id=${football.I}&lng=en&isSubGames=true` },
  ];
}

interface Figures {
  readonly rps: number;
  readonly p99: number;
  readonly failures: number;
}

async function drive(url: string): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: HEADERS });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const feed = forkEntry('../feed-http/feed-bench-server.ts', {});
const { port } = await nextEvent<{ event: 'listening'; port: number }>(feed, 'listening');
const rows: string[] = [];
let passed = true;
try {
  for (const target of await targets(`http://127.0.0.1:${port}`)) {
    const url = `http://127.0.0.1:${port}${target.path}`;
    const answer = await rawGet(url, HEADERS);
    const value = JSON.parse(answer.text).Value;
    if (answer.status !== 200 || (target.games !== undefined && value.length !== target.games)) {
      throw new Error(`${target.name}: unexpected answer ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    const bodyFile = `/tmp/sb-bench-feed-body-${process.pid}.bin`;
    writeFileSync(bodyFile, answer.body);
    const bare = forkEntry('../feed-http/bare-buffer-server.ts', {
      BODY_FILE: bodyFile,
      BODY_HEADERS: JSON.stringify(answer.headers),
    });
    const barePort = (await nextEvent<{ event: 'listening'; port: number }>(bare, 'listening')).port;
    const baseline = await drive(`http://127.0.0.1:${barePort}${target.path}`);
    await stopChild(bare);
    const ours = await drive(url);
    const ratio = ours.rps / baseline.rps;
    const ok = ratio >= 0.5 && ours.p99 < 20 && ours.failures === 0;
    passed &&= ok;
    rows.push(
      [
        target.name.padEnd(22),
        `${answer.body.length} B ${answer.headers['content-encoding'] ?? 'identity'}`.padEnd(14),
        `bare ${Math.round(baseline.rps)} req/s p99 ${baseline.p99} ms`.padEnd(32),
        `feed ${Math.round(ours.rps)} req/s p99 ${ours.p99} ms`.padEnd(32),
        `ratio ${(ratio * 100).toFixed(0)}%`,
        ok ? 'PASS' : 'FAIL',
      ].join('  '),
    );
  }
} finally {
  await stopChild(feed);
}
console.log(
  `\nFeed HTTP bench: ${CONNECTIONS} connections, ${SECONDS} s each, accept-encoding br\n${rows.join('\n')}`,
);
if (!passed) process.exitCode = 1;
