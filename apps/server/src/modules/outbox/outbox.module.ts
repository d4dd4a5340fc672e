import type { ModuleContext, ServerModule } from '../../platform/module';
import { registerDevMailbox } from './dev-mailbox.routes';
import { devMailboxTransport, type OutboxTransport } from './outbox-transport';
import { OutboxRepository } from './outbox.repository';
import { OUTBOX_SERVICE } from './outbox.service';
import { OutboxWorker } from './outbox.worker';
import { smsGatewayTransport } from './sms-gateway.transport';
import { smtpTransport } from './smtp.transport';

/** Per app, since tests run several apps in one process. */
const workers = new WeakMap<ModuleContext, OutboxWorker>();

function transports(ctx: ModuleContext): Partial<Record<'email' | 'sms', OutboxTransport>> {
  const { settings } = ctx;
  const fallback = settings.mode === 'production' ? undefined : devMailboxTransport;
  const email = settings.smtpUrl ? smtpTransport(settings.smtpUrl, settings.mailFrom) : fallback;
  const sms = settings.smsGatewayUrl ? smsGatewayTransport(settings.smsGatewayUrl) : fallback;
  if (!email) ctx.log.warn('SMTP_URL is not set: e-mail waits in the outbox');
  if (!sms) ctx.log.warn('SMS_GATEWAY_URL is not set: SMS wait in the outbox');
  return { ...(email && { email }), ...(sms && { sms }) };
}

export const outboxModule: ServerModule = {
  name: 'outbox',
  provide(ctx) {
    const repository = new OutboxRepository(ctx.db);
    const worker = new OutboxWorker(repository, transports(ctx), ctx.clock, ctx.log);
    workers.set(ctx, worker);
    ctx.services.provide(OUTBOX_SERVICE, {
      enqueue: (message, trx) => repository.insert(message, ctx.clock.now(), trx),
      deliverDue: () => worker.deliverDue(),
    });
  },
  register(ctx, _routes, app) {
    if (ctx.settings.mode !== 'production') registerDevMailbox(app, new OutboxRepository(ctx.db));
  },
  start(ctx) {
    workers.get(ctx)?.start();
  },
  async stop(ctx) {
    await workers.get(ctx)?.stop();
  },
};
