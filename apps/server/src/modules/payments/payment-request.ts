import type { Insertable } from 'kysely';
import type { PaymentMethodConfig, MethodLimits } from '@sportsbook/core/payments/payment-method';
import type { PaymentKind, PaymentStatus } from '@sportsbook/core/payments/payment-status';
import { AMOUNT_REFUSAL_KEYS, checkPaymentAmount } from '@sportsbook/core/payments/payment-amount';
import type { AuthUser } from '../../platform/auth/auth-user';
import { AppError } from '../../platform/http/app-error';
import type { AccountRef } from '../wallet/wallet.contract';
import type { PaymentsDeps } from './payments-deps';
import type { PaymentsTable } from './payments.tables';

type Direction = PaymentMethodConfig['direction'];

export interface ResolvedRequest {
  readonly method: PaymentMethodConfig;
  readonly account: AccountRef;
  readonly limits: MethodLimits;
  readonly amountMinor: bigint;
}

/** A new payment row of a checked request: method and account copied so history reads without joins. */
export function newPaymentRow(
  request: ResolvedRequest,
  row: { userId: number; kind: PaymentKind; status: PaymentStatus; now: Date },
  detail: Pick<Insertable<PaymentsTable>, 'destination' | 'display'>,
): Insertable<PaymentsTable> {
  return {
    user_id: row.userId,
    kind: row.kind,
    status: row.status,
    method_id: request.method.id,
    method_type: request.method.type,
    method_name: request.method.name,
    provider: request.method.provider,
    account_id: request.account.accountId,
    currency: request.account.currency,
    currency_id: request.account.currencyId,
    scale: request.account.scale,
    amount: request.amountMinor,
    provider_ref: null,
    destination: detail.destination,
    display: detail.display,
    redirect_url: null,
    pending_id: null,
    transaction_id: null,
    failure_reason: null,
    created_at: row.now,
    updated_at: row.now,
  };
}

export async function countryIsoOf(deps: PaymentsDeps, user: AuthUser): Promise<string | null> {
  if (user.countryId === null) return null;
  return (await deps.reference.getCountryById(user.countryId))?.iso2 ?? null;
}

/**
 * Whether the operator asks this player to verify before paying this way (needVerify). Until the verification
 * module decides it, a player counts as verified once they confirmed their e-mail or phone.
 */
export async function needsVerification(
  deps: PaymentsDeps,
  userId: number,
  direction: Direction,
): Promise<boolean> {
  const settings = deps.config.current();
  const required =
    direction === 'deposit' ? settings.depositNeedsVerification : settings.withdrawalNeedsVerification;
  if (!required) return false;
  const user = await deps.auth.findUser(userId);
  return !user?.email_confirmed_at && !user?.phone_confirmed_at;
}

/** Refuses a player whose payments of this direction are blocked (error code `blocked`) or who must verify first. */
export async function assertMayPay(deps: PaymentsDeps, userId: number, direction: Direction): Promise<void> {
  const block = await deps.config.block(userId);
  if (block[direction]) throw new AppError('blocked');
  if (await needsVerification(deps, userId, direction)) throw new AppError('VERIFICATION_REQUIRED');
}

/**
 * Reads a payment request: a method offered to the player in this direction, one of their open accounts (the
 * active one unless named) in a currency the method takes, and an amount within its bounds. Refusals are field
 * errors, as the page shows them.
 */
export async function resolveRequest(
  deps: PaymentsDeps,
  user: AuthUser,
  input: { direction: Direction; methodId: string; amount: string; accountId: number | undefined },
): Promise<ResolvedRequest> {
  const country = await countryIsoOf(deps, user);
  const method = deps.config.offered(input.direction, country).find((m) => m.id === input.methodId);
  if (!method)
    throw AppError.validation({ method_id: ['validation_invalid_value'] }, 'This method is not offered');
  const accounts = await deps.wallet.walletAccounts(user.id);
  const account =
    input.accountId === undefined
      ? accounts.find((a) => a.isActive)
      : accounts.find((a) => a.accountId === input.accountId);
  if (!account) throw new AppError('NOT_FOUND', 'No such currency account');
  const limits = method.currencies[account.currency];
  if (!limits) {
    throw AppError.validation(
      { method_id: ['validation_invalid_value'] },
      `The method does not take ${account.currency}`,
    );
  }
  const check = checkPaymentAmount(input.amount, { code: account.currency, scale: account.scale }, limits);
  if (!check.ok) throw AppError.validation({ amount: [AMOUNT_REFUSAL_KEYS[check.reason]] });
  return { method, account, limits, amountMinor: check.amountMinor };
}
