import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  PAYMENT_SETTINGS_DEFAULTS,
  paymentSettingsSchema,
  type PaymentSettings,
} from '@sportsbook/core/api/routes/payments-ops.routes';
import {
  methodsFor,
  paymentMethodConfigSchema,
  type PaymentMethodConfig,
} from '@sportsbook/core/payments/payment-method';
import type { Database } from '../../../db/database';
import type { Bus } from '../../../platform/bus/bus';
import type { Clock } from '../../../platform/clock';
import type { PaymentConfigRepository } from './payment-config.repository';

/** Published after an operator change, so every server process reloads the configuration. */
export const PAYMENT_CONFIG_CHANNEL = 'payments.config.changed';

/**
 * The operator's payment configuration in memory (methods and settings), read on every payment request without a
 * query, reloaded when any process changes it. Blocks are per player and read from the table each time.
 */
export class PaymentConfigService {
  private methods: PaymentMethodConfig[] = [];
  private settings: PaymentSettings = PAYMENT_SETTINGS_DEFAULTS;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      repository: PaymentConfigRepository;
      bus: Bus;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  async load(): Promise<void> {
    const { db, repository, log } = this.deps;
    const methods: PaymentMethodConfig[] = [];
    for (const stored of await repository.methods(db)) {
      const parsed = paymentMethodConfigSchema.safeParse(stored);
      if (parsed.success) methods.push(parsed.data);
      else
        log.error({ stored, issues: parsed.error.issues }, 'payments: a stored method is invalid; skipped');
    }
    this.methods = methods;
    const settings = paymentSettingsSchema.safeParse({
      ...PAYMENT_SETTINGS_DEFAULTS,
      ...((await repository.settings(db)) ?? {}),
    });
    this.settings = settings.success ? settings.data : PAYMENT_SETTINGS_DEFAULTS;
  }

  allMethods(): readonly PaymentMethodConfig[] {
    return this.methods;
  }

  method(id: string): PaymentMethodConfig | undefined {
    return this.methods.find((method) => method.id === id);
  }

  offered(direction: PaymentMethodConfig['direction'], countryIso: string | null): PaymentMethodConfig[] {
    return methodsFor(this.methods, direction, countryIso);
  }

  current(): PaymentSettings {
    return this.settings;
  }

  async putMethod(method: PaymentMethodConfig): Promise<void> {
    await this.deps.repository.putMethod(this.deps.db, method, this.deps.clock.now());
    await this.changed();
  }

  async putSettings(changes: Partial<PaymentSettings>): Promise<PaymentSettings> {
    const next = { ...this.settings, ...changes };
    await this.deps.repository.putSettings(this.deps.db, next, this.deps.clock.now());
    await this.changed();
    return this.settings;
  }

  block(userId: number, db: Kysely<Database> = this.deps.db) {
    return this.deps.repository.block(db, userId);
  }

  putBlock(row: { userId: number; deposit: boolean; withdrawal: boolean; reason: string | null }) {
    return this.deps.repository.putBlock(this.deps.db, { ...row, at: this.deps.clock.now() });
  }

  private async changed(): Promise<void> {
    await this.load();
    await this.deps.bus.publish(PAYMENT_CONFIG_CHANNEL, { at: this.deps.clock.nowMs() });
  }
}
