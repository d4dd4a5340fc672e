import type { FastifyInstance } from 'fastify';
import { renderMailbox } from './dev-mailbox.page';
import type { OutboxRepository } from './outbox.repository';

const MAX_MESSAGES = 100;

/** GET /dev/mailbox: registered only in development and test, so production answers 404. */
export function registerDevMailbox(app: FastifyInstance, repository: OutboxRepository): void {
  app.get('/dev/mailbox', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const to =
      typeof query.to === 'string' && query.to.trim() !== '' ? query.to.trim().slice(0, 254) : undefined;
    const recipient = to && /^\+?[\d\s()-]+$/.test(to) ? to.replace(/\D/g, '') : to?.toLowerCase();
    const limit = Math.min(Math.max(Number(query.limit) || 50, 1), MAX_MESSAGES);
    const messages = await repository.latest(limit, recipient);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailbox(messages, recipient));
  });
}
