import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * While the app closes, a request that still arrives (on a keep-alive connection) is refused with 503 in our
 * error body or feed envelope, where Fastify's own refusal (return503OnClosing) has a shape of its own.
 * Fastify marks such answers `Connection: close`, so the client moves to another process.
 */
export function installClosingGuard(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new AppError('SERVICE_UNAVAILABLE');
  });
}
