import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../app';
import { TRADING_TEST_MODULES } from './trading-test-app';

/**
 * A server process running the trading engine, for the crash test: settings come from the environment
 * (DATABASE_URL, FEED_WORLD, ...); it prints its port and runs until it is killed.
 */
const app = await buildApp({ modules: TRADING_TEST_MODULES, serveWeb: false, seed: false });
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
