import type { Kysely } from 'kysely';
import { isAutoApproved } from '@sportsbook/core/payments/payment-amount';
import type { PaymentView } from '@sportsbook/core/payments/payment.schema';
import type { Database } from '../../../db/database';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { AppError } from '../../../platform/http/app-error';
import { moneyTransaction } from '../../wallet/money-transaction';
import { assertMayPay, newPaymentRow, resolveRequest } from '../payment-request';
import { archiveBefore, providerOf, type PaymentsDeps } from '../payments-deps';
import type { PaymentRow } from '../payments.repository';
import { toPaymentView } from '../payment-view';
import { ProviderError } from '../providers/payment-provider';
import { normaliseDestination } from './destination-rule';

type Db = Kysely<Database>;

export interface WithdrawalInput {
  readonly user: AuthUser;
  readonly rand: string;
  readonly methodId: string;
  readonly amount: string;
  readonly accountId: number | undefined;
  readonly destination: string;
}

/**
 * Withdrawals, as steps each of which states its undo: request (hold the amount; undone by cancel or reject,
 * which release it), approve (committed before the payout call, so a crash in between is finished by
 * `resumeApproved`), payout (the provider's paid event posts the hold; its failed event releases it).
 */
export class WithdrawalService {
  constructor(private readonly deps: PaymentsDeps) {}

  async request(input: WithdrawalInput): Promise<PaymentView> {
    const { deps } = this;
    await assertMayPay(deps, input.user.id, 'withdrawal');
    const request = await resolveRequest(deps, input.user, { direction: 'withdrawal', ...input });
    const destination = normaliseDestination(request.method.type, input.destination);
    if (!destination) throw AppError.validation({ destination: ['validation_match'] });
    const autoApprove = isAutoApproved(
      request.amountMinor,
      { code: request.account.currency, scale: request.account.scale },
      request.limits,
    );
    const { paymentId } = await moneyTransaction(deps.db, (trx) =>
      deps.idempotency.once(
        trx,
        {
          scope: `payments.withdrawal:${input.user.id}`,
          key: input.rand,
          params: {
            method: request.method.id,
            accountId: request.account.accountId,
            amountMinor: request.amountMinor,
            destination,
          },
        },
        async () => {
          const now = deps.clock.now();
          const row = await deps.repository.insert(
            trx,
            newPaymentRow(
              request,
              { userId: input.user.id, kind: 'withdrawal', status: 'pending', now },
              { destination, display: null },
            ),
          );
          const { pendingId } = await deps.wallet.reserve(trx, {
            kind: 'withdrawal',
            debitAccountId: request.account.accountId,
            creditAccountId: deps.wallet.houseAccountId('payment_clearing', request.account.currency),
            amountMinor: request.amountMinor,
            reference: `payment:${row.id}`,
          });
          await deps.repository.update(trx, row.id, { pending_id: pendingId });
          return { paymentId: row.id.toString() };
        },
      ),
    );
    const id = BigInt(paymentId);
    const payment = autoApprove ? await this.approve(id) : await this.find(id);
    return toPaymentView(payment, archiveBefore(deps));
  }

  /** Approves a pending withdrawal and sends the payout; approving again changes nothing. */
  async approve(paymentId: bigint): Promise<PaymentRow> {
    const approved = await this.transition(paymentId, async (trx, payment) => {
      if (payment.kind !== 'withdrawal' || ['rejected', 'cancelled', 'failed'].includes(payment.status)) {
        throw new AppError('PAYMENT_STATUS_CONFLICT');
      }
      if (payment.status !== 'pending') return payment;
      return this.deps.repository.update(trx, payment.id, {
        status: 'approved',
        updated_at: this.deps.clock.now(),
      });
    });
    return approved.status === 'approved' ? this.sendPayout(approved) : approved;
  }

  /** Rejects a pending withdrawal: the hold is released, nothing is paid. */
  reject(paymentId: bigint, reason: string): Promise<PaymentRow> {
    return this.release(paymentId, 'rejected', reason);
  }

  /** The player takes back their own pending withdrawal. */
  async cancel(userId: number, paymentId: bigint): Promise<PaymentView> {
    const payment = await this.find(paymentId);
    if (payment.user_id !== userId || payment.kind !== 'withdrawal')
      throw new AppError('NOT_FOUND', 'No such request');
    return toPaymentView(await this.release(paymentId, 'cancelled', null), archiveBefore(this.deps));
  }

  /** Sends the payouts of approved withdrawals again (same reference: the provider pays each once). */
  async resumeApproved(): Promise<number> {
    const approved = await this.deps.repository.approvedWithdrawals(this.deps.db, 50);
    for (const payment of approved) await this.sendPayout(payment);
    return approved.length;
  }

  private async sendPayout(payment: PaymentRow): Promise<PaymentRow> {
    const { deps } = this;
    try {
      const { providerRef } = await providerOf(deps, payment.provider).createPayout({
        reference: payment.id.toString(),
        amountMinor: payment.amount,
        currency: payment.currency,
        scale: payment.scale,
        method: payment.method_type,
        destination: payment.destination ?? '',
      });
      return await this.transition(payment.id, (trx, current) =>
        deps.repository.update(trx, current.id, {
          provider_ref: current.provider_ref ?? providerRef,
          ...(current.status === 'approved' ? { status: 'processing' as const } : {}),
          updated_at: deps.clock.now(),
        }),
      );
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.log.warn({ err: error, paymentId: payment.id.toString() }, 'payments: payout not accepted');
      if (!error.definitive) return this.find(payment.id);
      return this.transition(payment.id, async (trx, current) => {
        if (current.status !== 'approved') return current;
        await deps.wallet.voidPending(trx, { pendingId: current.pending_id! });
        return deps.repository.update(trx, current.id, {
          status: 'failed',
          failure_reason: `provider refused: ${error.code}`,
          updated_at: deps.clock.now(),
        });
      });
    }
  }

  private release(
    paymentId: bigint,
    status: 'rejected' | 'cancelled',
    reason: string | null,
  ): Promise<PaymentRow> {
    return this.transition(paymentId, async (trx, payment) => {
      if (payment.kind !== 'withdrawal') throw new AppError('PAYMENT_STATUS_CONFLICT');
      if (payment.status === status) return payment;
      if (payment.status !== 'pending') throw new AppError('PAYMENT_STATUS_CONFLICT');
      await this.deps.wallet.voidPending(trx, { pendingId: payment.pending_id! });
      return this.deps.repository.update(trx, payment.id, {
        status,
        failure_reason: reason,
        updated_at: this.deps.clock.now(),
      });
    });
  }

  private transition(
    paymentId: bigint,
    change: (trx: Db, payment: PaymentRow) => Promise<PaymentRow>,
  ): Promise<PaymentRow> {
    return moneyTransaction(this.deps.db, async (trx) => {
      const payment = await this.deps.repository.lock(trx, paymentId);
      if (!payment) throw new AppError('NOT_FOUND', 'No such payment');
      return change(trx, payment);
    });
  }

  private async find(paymentId: bigint): Promise<PaymentRow> {
    const payment = await this.deps.repository.find(this.deps.db, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', 'No such payment');
    return payment;
  }
}
