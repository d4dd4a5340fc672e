import type { Kysely } from 'kysely';
import { AMOUNT_REFUSAL_KEYS } from '@sportsbook/core/payments/payment-amount';
import { parseMoney } from '@sportsbook/core/money/parse-money';
import { MoneyError } from '@sportsbook/core/money/money-error';
import type { Database } from '../../../db/database';
import { AppError } from '../../../platform/http/app-error';
import { moneyTransaction } from '../../wallet/money-transaction';
import { providerOf, type PaymentsDeps } from '../payments-deps';
import type { PaymentRow, RefundRow } from '../payments.repository';
import { ProviderError } from '../providers/payment-provider';

type Db = Kysely<Database>;

function refundMinor(text: string | undefined, payment: PaymentRow, left: bigint): bigint {
  if (text === undefined) return left;
  try {
    const { amountMinor } = parseMoney(text, { code: payment.currency, scale: payment.scale });
    if (amountMinor <= 0n) throw AppError.validation({ amount: [AMOUNT_REFUSAL_KEYS.invalid] });
    if (amountMinor > left) throw AppError.validation({ amount: [AMOUNT_REFUSAL_KEYS.above_max] });
    return amountMinor;
  } catch (error) {
    if (error instanceof MoneyError) throw AppError.validation({ amount: [AMOUNT_REFUSAL_KEYS.invalid] });
    throw error;
  }
}

/**
 * Refunds of captured deposits. The amount is held on the player's account first (refused when they spent it),
 * then the provider is asked; its confirmation (answer or event, whichever comes first) posts the hold back to
 * payment clearing. A refund before capture is refused here and by the provider.
 */
export class RefundService {
  constructor(private readonly deps: PaymentsDeps) {}

  async refund(
    paymentId: bigint,
    input: { amount: string | undefined; reason: string; idempotencyKey: string },
  ): Promise<PaymentRow> {
    const { deps } = this;
    const { refundId } = await moneyTransaction(deps.db, (trx) =>
      deps.idempotency.once(
        trx,
        {
          scope: 'ops.payments.refund',
          key: input.idempotencyKey,
          params: { paymentId: paymentId.toString(), amount: input.amount ?? null, reason: input.reason },
        },
        () => this.hold(trx, paymentId, input),
      ),
    );
    await this.send(BigInt(refundId));
    return (await deps.repository.find(deps.db, paymentId))!;
  }

  /** Asks the provider again for refunds it has not confirmed (same reference: it refunds once). */
  async resumePending(): Promise<number> {
    const pending = await this.deps.repository.pendingRefunds(this.deps.db, 50);
    for (const refund of pending) {
      await this.send(refund.id).catch((error: unknown) =>
        this.deps.log.warn({ err: error, refundId: refund.id.toString() }, 'payments: refund still not sent'),
      );
    }
    return pending.length;
  }

  /** In the caller's transaction, with the refund locked: the provider says the money went back. */
  async complete(trx: Db, refund: RefundRow, providerRefundId: string): Promise<void> {
    const { deps } = this;
    if (refund.status !== 'pending' || refund.pending_id === null) return;
    const { transactionId } = await deps.wallet.postPending(trx, {
      pendingId: refund.pending_id,
      kind: 'refund',
    });
    await deps.repository.updateRefund(trx, refund.id, {
      status: 'succeeded',
      provider_refund_id: providerRefundId,
      transaction_id: transactionId,
      updated_at: deps.clock.now(),
    });
    await this.addRefunded(trx, refund.payment_id, refund.amount);
  }

  async addRefunded(trx: Db, paymentId: bigint, amountMinor: bigint): Promise<void> {
    const payment = (await this.deps.repository.lock(trx, paymentId))!;
    const refunded = payment.refunded_amount + amountMinor;
    await this.deps.repository.update(trx, paymentId, {
      refunded_amount: refunded,
      status: refunded === payment.amount ? 'refunded' : payment.status,
      updated_at: this.deps.clock.now(),
    });
  }

  private async hold(
    trx: Db,
    paymentId: bigint,
    input: { amount: string | undefined; reason: string },
  ): Promise<{ refundId: string }> {
    const { deps } = this;
    const payment = await deps.repository.lock(trx, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', 'No such payment');
    if (payment.kind !== 'deposit')
      throw new AppError('PAYMENT_STATUS_CONFLICT', 'Only deposits are refunded');
    if (payment.status === 'created' || payment.status === 'failed')
      throw new AppError('PAYMENT_NOT_CAPTURED');
    if (payment.status !== 'succeeded')
      throw new AppError('PAYMENT_STATUS_CONFLICT', 'Nothing is left to refund');
    const committed = (await deps.repository.refundsOf(trx, payment.id))
      .filter((r) => r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0n);
    const left = payment.amount - committed;
    if (left <= 0n) throw new AppError('PAYMENT_STATUS_CONFLICT', 'Nothing is left to refund');
    const amountMinor = refundMinor(input.amount, payment, left);
    const { pendingId } = await deps.wallet.reserve(trx, {
      kind: 'refund',
      debitAccountId: payment.account_id,
      creditAccountId: deps.wallet.houseAccountId('payment_clearing', payment.currency),
      amountMinor,
      reference: `payment:${payment.id}`,
    });
    const now = deps.clock.now();
    const refund = await deps.repository.insertRefund(trx, {
      payment_id: payment.id,
      amount: amountMinor,
      status: 'pending',
      provider_refund_id: null,
      pending_id: pendingId,
      transaction_id: null,
      reason: input.reason,
      created_at: now,
      updated_at: now,
    });
    return { refundId: refund.id.toString() };
  }

  private async send(refundId: bigint): Promise<void> {
    const { deps } = this;
    const refund = (await deps.repository.findRefund(deps.db, refundId))!;
    if (refund.status !== 'pending') return;
    const payment = (await deps.repository.find(deps.db, refund.payment_id))!;
    try {
      const answer = await providerOf(deps, payment.provider).refund({
        providerRef: payment.provider_ref ?? '',
        reference: refund.id.toString(),
        amountMinor: refund.amount,
      });
      if (!answer.succeeded) return;
      await moneyTransaction(deps.db, async (trx) => {
        const locked = (await deps.repository.lockRefund(trx, refund.id))!;
        await this.complete(trx, locked, answer.providerRefundId);
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (!error.definitive) {
        deps.log.warn({ err: error, refundId: refund.id.toString() }, 'payments: refund to be sent again');
        return;
      }
      await moneyTransaction(deps.db, async (trx) => {
        const locked = (await deps.repository.lockRefund(trx, refund.id))!;
        if (locked.status !== 'pending') return;
        await deps.wallet.voidPending(trx, { pendingId: locked.pending_id! });
        await deps.repository.updateRefund(trx, locked.id, {
          status: 'failed',
          updated_at: deps.clock.now(),
        });
      });
      throw error.code === 'payment_not_captured'
        ? new AppError('PAYMENT_NOT_CAPTURED')
        : new AppError('BAD_GATEWAY', `The provider refused the refund: ${error.code}`);
    }
  }
}
