/**
 * The product's server for the bench: buildApp with every module, its settings from the environment the
 * orchestrator gives (DATABASE_URL, REDIS_URL, FEED_WORLD, OPS_TOKEN, ...) and the bus prefix BUS_PREFIX,
 * listening on a free port; it reports the port and, when asked, its live push figures over IPC.
 */
import { buildApp } from '../../apps/server/src/app';
import type { ServerCommand, ServerEvent } from './bench-ipc';
import { collectedMemory } from './server-memory';

const app = await buildApp({ busPrefix: process.env.BUS_PREFIX ?? 'bench:', seed: false, serveWeb: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({
  event: 'listening',
  port: typeof address === 'object' && address ? address.port : 0,
} satisfies ServerEvent);

process.on('message', async (command: ServerCommand) => {
  if (command.cmd === 'stats') {
    const response = await app.inject({
      method: 'GET',
      url: '/ops-api/live-push/stats',
      headers: { authorization: `Bearer ${app.ctx.settings.opsToken}` },
    });
    const stats = response.json() as Omit<Extract<ServerEvent, { event: 'stats' }>, 'event'>;
    process.send?.({ event: 'stats', ...stats } satisfies ServerEvent);
  } else if (command.cmd === 'gc') {
    process.send?.(collectedMemory());
  } else {
    await app.close();
    process.exit(0);
  }
});
