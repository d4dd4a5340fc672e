/** The baseline: a bare Fastify route answering a prepared buffer (the feed's own bytes) with its headers. */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BODY_FILE!);
const headers: Record<string, string> = JSON.parse(process.env.BODY_HEADERS ?? '{}');

const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.headers(headers).send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();

process.on('message', async (message: { cmd?: string }) => {
  if (message.cmd !== 'stop') return;
  await app.close();
  process.exit(0);
});
process.send?.({ event: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
