import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { AuthService } from '../auth/auth.service';
import type { ReferenceService } from '../reference/reference.service';
import type { IdempotencyService } from '../wallet/idempotency/idempotency.service';
import type { WalletService } from '../wallet/wallet.contract';
import type { PaymentConfigService } from './config/payment-config.service';
import type { PaymentsRepository } from './payments.repository';
import type { PaymentProvider } from './providers/payment-provider';

/** What the payment services share: the platform, the wallet and the configured providers. */
export interface PaymentsDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly wallet: WalletService;
  readonly idempotency: IdempotencyService;
  readonly repository: PaymentsRepository;
  readonly config: PaymentConfigService;
  readonly reference: ReferenceService;
  readonly auth: AuthService;
  readonly providers: ReadonlyMap<string, PaymentProvider>;
}

export function providerOf(deps: PaymentsDeps, id: string): PaymentProvider {
  const provider = deps.providers.get(id);
  if (!provider) throw new AppError('BAD_GATEWAY', `No payment provider ${id} is configured`);
  return provider;
}

/** Payments created before this are the history's archive. */
export function archiveBefore(deps: PaymentsDeps): Date {
  return new Date(deps.clock.nowMs() - deps.config.current().archiveAfterDays * 86_400_000);
}
