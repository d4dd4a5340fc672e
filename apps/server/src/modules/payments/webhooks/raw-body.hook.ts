import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/http/app-error';

const MAX_WEBHOOK_BYTES = 64 * 1024;
const rawBodies = new WeakMap<FastifyRequest, string>();

/** The webhook's body exactly as it arrived: the signature is over these bytes, not over re-serialised JSON. */
export function rawBodyOf(request: FastifyRequest): string {
  return rawBodies.get(request) ?? '';
}

/** Keeps the raw body of requests under `prefix` before the JSON parser reads it. */
export function installRawBodyCapture(app: FastifyInstance, prefix: string): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!request.url.startsWith(prefix)) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > MAX_WEBHOOK_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
      chunks.push(buffer);
    }
    const raw = Buffer.concat(chunks);
    rawBodies.set(request, raw.toString('utf8'));
    return Readable.from([raw]);
  });
}
