/**
 * A server process for the bets bench: the betting modules over PostgreSQL (DATABASE_URL, a pool of
 * BENCH_POOL connections) or a file-backed PGlite (DATA_DIR), listening on a free port. It prepares the
 * fixture, reports it over IPC, and serves until told to stop.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app';
import { BETTING_MODULES } from '../../apps/server/src/modules/betting/testing/betting-modules';
import { openPostgres } from '../../apps/server/src/platform/db/create-database';
import { BENCH_OPS_TOKEN, prepareBets } from './bets-bench-fixture';
import { installRecorder } from './sql-recorder';

const url = process.env.DATABASE_URL;
const app = await buildApp({
  modules: BETTING_MODULES,
  serveWeb: false,
  seed: false,
  ...(url ? { database: openPostgres(url, Number(process.env.BENCH_POOL ?? 16)) } : {}),
  settings: {
    mode: 'test',
    logLevel: 'silent',
    opsToken: BENCH_OPS_TOKEN,
    sessionSecret: 'bench-session-secret-0123456789abcdef0123456789',
    feedWorld: 'small',
    ...(url ? { databaseUrl: url } : {}),
  },
});
const recorder = installRecorder(app.server);
await app.listen({ host: '127.0.0.1', port: 0 });
const fixture = await prepareBets(
  app,
  Number(process.env.BENCH_PLAYERS ?? 1000),
  Number(process.env.BENCH_GAMES ?? 40),
);
process.send!({ event: 'ready', port: (app.server.address() as AddressInfo).port, fixture });
process.on('message', (message: { cmd?: string }) => {
  if (message.cmd === 'record') recorder.start();
  if (message.cmd === 'recorded') process.send!({ event: 'recorded', queries: recorder.stop() });
  if (message.cmd === 'stop') void app.close().then(() => process.exit(0));
});
