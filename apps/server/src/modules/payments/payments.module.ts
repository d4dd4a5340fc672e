import type { FastifyInstance } from 'fastify';
import { ACCOUNTS_SERVICE } from '../accounts/accounts.service';
import { AUTH_SERVICE } from '../auth/auth.service';
import type { ModuleContext, ServerModule } from '../../platform/module';
import { REFERENCE_SERVICE } from '../reference/reference.service';
import { IDEMPOTENCY_SERVICE } from '../wallet/idempotency/idempotency.service';
import { WALLET_SERVICE } from '../wallet/wallet.contract';
import { sandboxPspCredentials } from '../sandbox-psp/psp-credentials';
import { DEFAULT_PAYMENT_METHODS } from './config/default-methods.data';
import { PaymentConfigRepository } from './config/payment-config.repository';
import { PAYMENT_CONFIG_CHANNEL, PaymentConfigService } from './config/payment-config.service';
import { ConvertService } from './convert/convert.service';
import { DepositService } from './deposits/deposit.service';
import { PaymentHistoryService } from './history/payment-history.service';
import { PayAndPlayService } from './pay-and-play/pay-and-play.service';
import { registerPaymentsOpsRoutes } from './ops/payments-ops.routes';
import type { PaymentsDeps } from './payments-deps';
import { PaymentsRepository } from './payments.repository';
import { registerPaymentRoutes, type PaymentServices } from './payments.routes';
import type { PaymentProvider } from './providers/payment-provider';
import { SandboxProvider } from './providers/sandbox-provider';
import { selfAddress } from './providers/self-address';
import { RefundService } from './refunds/refund.service';
import { installRawBodyCapture } from './webhooks/raw-body.hook';
import { WebhookService } from './webhooks/webhook.service';
import { WithdrawalService } from './withdrawals/withdrawal.service';

const WEBHOOK_PREFIX = '/web-api/payments/webhooks/';
/** How often unfinished provider calls (approved payouts, unsent refunds) are made again. */
const RESUME_EVERY_MS = 5_000;

interface Parts extends PaymentServices {
  readonly deps: PaymentsDeps;
  readonly refunds: RefundService;
  /** Set when the routes are registered: the providers reach the server through its own address. */
  readonly self: { app: FastifyInstance | null };
  timer: NodeJS.Timeout | null;
  readonly unsubscribe: () => Promise<void>;
}

const parts = new WeakMap<ModuleContext, Parts>();

/** The payments a player sees as a published service, for tests and for the modules that follow (bonuses). */
export function paymentsPartsOf(ctx: ModuleContext): Parts {
  const found = parts.get(ctx);
  if (!found) throw new Error('payments module not provided');
  return found;
}

function providers(ctx: ModuleContext, own: Parts['self']): Map<string, PaymentProvider> {
  const credentials = sandboxPspCredentials(ctx.settings.sessionSecret);
  const base = () => {
    if (!own.app) throw new Error('payments: the server is not built yet');
    return selfAddress(own.app);
  };
  const sandbox = new SandboxProvider({
    apiBase: base,
    notificationUrl: () => `${base()}${WEBHOOK_PREFIX}sandbox`,
    apiKey: credentials.apiKey,
    webhookSecret: credentials.webhookSecret,
    clock: ctx.clock,
  });
  return new Map([[sandbox.id, sandbox]]);
}

/**
 * Deposits, withdrawals, refunds and their history, through payment providers behind the PaymentProvider
 * adapter; money moves only through the wallet's ledger.
 */
export const paymentsModule: ServerModule = {
  name: 'payments',
  async provide(ctx) {
    const configRepository = new PaymentConfigRepository();
    await configRepository.addMissing(ctx.db, DEFAULT_PAYMENT_METHODS, ctx.clock.now());
    const config = new PaymentConfigService({
      db: ctx.db,
      repository: configRepository,
      bus: ctx.bus,
      clock: ctx.clock,
      log: ctx.log,
    });
    await config.load();
    const unsubscribe = await ctx.bus.subscribe(PAYMENT_CONFIG_CHANNEL, () => {
      config
        .load()
        .catch((error: unknown) => ctx.log.error({ err: error }, 'payments: reloading configuration failed'));
    });
    const self: Parts['self'] = { app: null };
    const deps: PaymentsDeps = {
      db: ctx.db,
      clock: ctx.clock,
      log: ctx.log,
      wallet: ctx.services.get(WALLET_SERVICE),
      idempotency: ctx.services.get(IDEMPOTENCY_SERVICE),
      repository: new PaymentsRepository(),
      config,
      reference: ctx.services.get(REFERENCE_SERVICE),
      auth: ctx.services.get(AUTH_SERVICE),
      providers: providers(ctx, self),
    };
    const refunds = new RefundService(deps);
    const payAndPlay = new PayAndPlayService(deps, () => ctx.services.get(ACCOUNTS_SERVICE));
    parts.set(ctx, {
      deps,
      refunds,
      payAndPlay,
      deposits: new DepositService(deps),
      withdrawals: new WithdrawalService(deps),
      webhooks: new WebhookService(deps, refunds, payAndPlay),
      history: new PaymentHistoryService(deps),
      convert: new ConvertService(deps),
      self,
      timer: null,
      unsubscribe,
    });
  },
  register(ctx, routes, app) {
    const own = paymentsPartsOf(ctx);
    own.self.app = app;
    installRawBodyCapture(app, WEBHOOK_PREFIX);
    registerPaymentRoutes(routes, own.deps, own, ctx.settings);
    registerPaymentsOpsRoutes(routes, own.deps, own);
  },
  start(ctx) {
    const own = paymentsPartsOf(ctx);
    let running = false;
    const resume = async () => {
      if (running || !own.self.app?.server.listening) return;
      running = true;
      try {
        await own.withdrawals.resumeApproved();
        await own.refunds.resumePending();
        await own.payAndPlay.resumeRefunds();
      } finally {
        running = false;
      }
    };
    own.timer = setInterval(() => {
      resume().catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'payments: resuming provider calls failed'),
      );
    }, RESUME_EVERY_MS);
    own.timer.unref();
  },
  async stop(ctx) {
    const own = parts.get(ctx);
    if (!own) return;
    if (own.timer) clearInterval(own.timer);
    await own.unsubscribe();
  },
};
