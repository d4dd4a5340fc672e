import type { FastifyError, FastifyInstance } from 'fastify';
import type { ModuleContext, ServerModule } from '../../platform/module';
import { serviceKey } from '../../platform/service-registry';
import { defaultBehaviour, type PspBehaviour } from './psp-behaviour';
import { registerPspApi } from './psp-api.routes';
import { PspCheckoutService } from './psp-checkout.service';
import { sandboxPspCredentials } from './psp-credentials';
import { PspDeliveries } from './psp-deliveries';
import { PspError } from './psp-error';
import { registerHostedPages } from './psp-hosted.routes';
import { PspMerchantService } from './psp-merchant.service';
import { PspStore } from './psp-store';
import { PspWorker } from './psp-worker';

/** The sandbox as tests and the development tools drive it; the product itself reaches it over HTTP only. */
export interface SandboxPspControl {
  readonly worker: PspWorker;
  readonly deliveries: PspDeliveries;
  readonly checkout: PspCheckoutService;
  behaviour(): PspBehaviour;
  setBehaviour(changes: Partial<PspBehaviour>): void;
}

export const SANDBOX_PSP_SERVICE = serviceKey<SandboxPspControl>('sandbox-psp');

interface Parts extends SandboxPspControl {
  readonly store: PspStore;
  readonly merchant: PspMerchantService;
}

const parts = new WeakMap<ModuleContext, Parts>();

/** Hosted pages may be framed by the merchant's own pages; the product's pages may not be framed at all. */
const HOSTED_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

function installPspErrors(psp: FastifyInstance): void {
  psp.setErrorHandler((error: FastifyError | PspError, request, reply) => {
    if (error instanceof PspError) {
      return reply.code(error.status).send({ error: { code: error.code, message: error.message } });
    }
    const status =
      'statusCode' in error && error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'sandbox psp: request failed');
    return reply
      .code(status)
      .send({ error: { code: status === 500 ? 'api_error' : 'invalid_request', message: error.message } });
  });
}

/**
 * The embedded sandbox payment provider: its own HTTP service under /sandbox-psp/ with its own keys (README.md
 * beside this file). The payments module talks to it exactly as to an external provider.
 */
export const sandboxPspModule: ServerModule = {
  name: 'sandbox-psp',
  provide(ctx) {
    const credentials = sandboxPspCredentials(ctx.settings.sessionSecret);
    let behaviour = defaultBehaviour(ctx.settings.mode);
    const store = new PspStore();
    const deliveries = new PspDeliveries({
      db: ctx.db,
      clock: ctx.clock,
      random: ctx.random.fork('sandbox-psp'),
      webhookSecret: credentials.webhookSecret,
      chaos: behaviour,
      log: ctx.log,
    });
    const current = () => behaviour;
    const checkout = new PspCheckoutService({
      db: ctx.db,
      store,
      deliveries,
      clock: ctx.clock,
      behaviour: current,
    });
    const merchant = new PspMerchantService({ store, deliveries, clock: ctx.clock, behaviour: current });
    const worker = new PspWorker({ db: ctx.db, store, checkout, deliveries, clock: ctx.clock, log: ctx.log });
    const control: Parts = {
      store,
      merchant,
      worker,
      deliveries,
      checkout,
      behaviour: current,
      setBehaviour(changes) {
        behaviour = { ...behaviour, ...changes };
        deliveries.setChaos(behaviour);
      },
    };
    parts.set(ctx, control);
    ctx.services.provide(SANDBOX_PSP_SERVICE, control);
  },
  async register(ctx, _routes, app) {
    const own = parts.get(ctx)!;
    const { apiKey } = sandboxPspCredentials(ctx.settings.sessionSecret);
    await app.register(
      async (psp) => {
        installPspErrors(psp);
        psp.addHook('onSend', async (request, reply) => {
          reply.header('cache-control', 'no-store');
          if (!request.url.startsWith('/sandbox-psp/pay/')) return;
          reply.removeHeader('x-frame-options');
          reply.header('content-security-policy', HOSTED_CSP);
        });
        registerPspApi(psp, {
          db: ctx.db,
          store: own.store,
          merchant: own.merchant,
          deliveries: own.deliveries,
          clock: ctx.clock,
          apiKey,
          behaviour: { get: own.behaviour, set: (next) => own.setBehaviour(next) },
        });
        registerHostedPages(psp, own.checkout);
      },
      { prefix: '/sandbox-psp' },
    );
  },
  start(ctx) {
    parts.get(ctx)?.worker.start();
  },
  async stop(ctx) {
    await parts.get(ctx)?.worker.stop();
  },
};
