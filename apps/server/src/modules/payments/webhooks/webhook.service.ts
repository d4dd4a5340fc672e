import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { AppError } from '../../../platform/http/app-error';
import { moneyTransaction } from '../../wallet/money-transaction';
import { creditDeposit } from '../deposits/credit-deposit';
import { providerOf, type PaymentsDeps } from '../payments-deps';
import type { PaymentRow } from '../payments.repository';
import { ProviderSignatureError, type ProviderEvent } from '../providers/payment-provider';
import type { PayAndPlayService } from '../pay-and-play/pay-and-play.service';
import type { RefundService } from '../refunds/refund.service';

type Db = Kysely<Database>;

const notYet = (why: string) => new AppError('WEBHOOK_NOT_APPLICABLE', why);

/**
 * Applies the providers' signed events. Each event is recorded in the same transaction as its effect (the ledger
 * posting and the payment's new status), so a duplicate finds it recorded and changes nothing, and an event that
 * cannot apply yet (a refund before its capture arrived) rolls back unrecorded and is answered 409: the provider
 * delivers it again later. Effects are keyed on the payment's state, so events in any order give one outcome.
 */
export class WebhookService {
  constructor(
    private readonly deps: PaymentsDeps,
    private readonly refunds: RefundService,
    private readonly payAndPlay: PayAndPlayService,
  ) {}

  async receive(
    providerId: string,
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<{ duplicate: boolean }> {
    const event = this.read(providerId, rawBody, headers);
    if (this.payAndPlay.isOurs(event)) return this.payAndPlay.receive(providerId, event);
    return moneyTransaction(this.deps.db, async (trx) => {
      const paymentId = /^\d{1,18}$/.test(event.paymentReference) ? BigInt(event.paymentReference) : null;
      const payment = paymentId === null ? undefined : await this.deps.repository.lock(trx, paymentId);
      const fresh = await this.deps.repository.recordEvent(trx, {
        provider: providerId,
        eventId: event.eventId,
        type: event.type,
        paymentId: payment?.id ?? null,
        at: this.deps.clock.now(),
      });
      if (!fresh) return { duplicate: true };
      if (!payment || payment.provider !== providerId) {
        this.deps.log.error({ event }, 'payments: an event names no payment of ours');
        return { duplicate: false };
      }
      await this.apply(trx, payment, event);
      return { duplicate: false };
    });
  }

  private read(
    providerId: string,
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): ProviderEvent {
    const provider = providerOf(this.deps, providerId);
    try {
      return provider.readEvent(rawBody, headers);
    } catch (error) {
      if (error instanceof ProviderSignatureError) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      throw new AppError('BAD_REQUEST', 'The event could not be read');
    }
  }

  private async apply(trx: Db, payment: PaymentRow, event: ProviderEvent): Promise<void> {
    const amountDiffers = event.type !== 'refund.succeeded' && event.amountMinor !== payment.amount;
    if (amountDiffers || event.currency !== payment.currency) {
      this.deps.log.error(
        { event, paymentId: payment.id.toString() },
        'payments: event amount differs; not applied',
      );
      return;
    }
    switch (event.type) {
      case 'payment.captured':
        return this.captured(trx, payment, event);
      case 'payment.failed':
        if (payment.kind === 'deposit' && payment.status === 'created') {
          await this.update(trx, payment, {
            status: 'failed',
            failure_reason: event.failureCode ?? 'failed',
          });
        }
        return;
      case 'refund.succeeded':
        return this.refunded(trx, payment, event);
      case 'payout.paid':
        return this.payoutSettled(trx, payment, event, true);
      case 'payout.failed':
        return this.payoutSettled(trx, payment, event, false);
    }
  }

  /** The deposit's money arrived: payment clearing pays the player's account, once. */
  private async captured(trx: Db, payment: PaymentRow, event: ProviderEvent): Promise<void> {
    if (payment.kind !== 'deposit' || (payment.status !== 'created' && payment.status !== 'failed')) return;
    await creditDeposit(trx, this.deps, payment, event.providerRef);
  }

  private async refunded(trx: Db, payment: PaymentRow, event: ProviderEvent): Promise<void> {
    if (payment.status !== 'succeeded' && payment.status !== 'refunded') {
      throw notYet('The refund came before the capture it refunds');
    }
    const reference = event.refund!.reference;
    const ours = /^\d{1,18}$/.test(reference)
      ? await this.deps.repository.lockRefund(trx, BigInt(reference))
      : undefined;
    if (ours && ours.payment_id === payment.id) {
      await this.refunds.complete(trx, ours, event.refund!.providerRefundId);
      return;
    }
    await this.chargeback(trx, payment, event);
  }

  /**
   * A refund the provider made on its own (a chargeback): the player's account gives back what it can, the house
   * carries the rest, so no wallet goes below zero.
   */
  private async chargeback(trx: Db, payment: PaymentRow, event: ProviderEvent): Promise<void> {
    const { wallet, repository, clock } = this.deps;
    const amount = event.refund!.amountMinor;
    if (amount > payment.amount - payment.refunded_amount) return;
    const { availableMinor } = await wallet.balanceOf(trx, payment.account_id);
    const fromPlayer = availableMinor < amount ? availableMinor : amount;
    const postings = [
      { accountId: wallet.houseAccountId('payment_clearing', payment.currency), amountMinor: amount },
      { accountId: payment.account_id, amountMinor: -fromPlayer },
      {
        accountId: wallet.houseAccountId('house_results', payment.currency),
        amountMinor: fromPlayer - amount,
      },
    ].filter((posting) => posting.amountMinor !== 0n);
    const { transactionId } = await wallet.post(trx, {
      kind: 'refund.chargeback',
      reference: `payment:${payment.id}`,
      postings,
    });
    const now = clock.now();
    await repository.insertRefund(trx, {
      payment_id: payment.id,
      amount,
      status: 'succeeded',
      provider_refund_id: event.refund!.providerRefundId,
      pending_id: null,
      transaction_id: transactionId,
      reason: 'Refunded by the provider',
      created_at: now,
      updated_at: now,
    });
    await this.refunds.addRefunded(trx, payment.id, amount);
  }

  /** The payout is done: the hold is posted to payment clearing (paid) or released (failed), once. */
  private async payoutSettled(
    trx: Db,
    payment: PaymentRow,
    event: ProviderEvent,
    paid: boolean,
  ): Promise<void> {
    if (payment.kind !== 'withdrawal') return;
    if (payment.status !== 'approved' && payment.status !== 'processing') {
      if (payment.status === 'pending') throw notYet('The payout was reported before its approval committed');
      return;
    }
    const { wallet } = this.deps;
    const changes = paid
      ? {
          status: 'succeeded' as const,
          transaction_id: (
            await wallet.postPending(trx, { pendingId: payment.pending_id!, kind: 'withdrawal' })
          ).transactionId,
        }
      : { status: 'failed' as const, failure_reason: event.failureCode ?? 'payout failed' };
    if (!paid) await wallet.voidPending(trx, { pendingId: payment.pending_id! });
    await this.update(trx, payment, { ...changes, provider_ref: payment.provider_ref ?? event.providerRef });
  }

  private async update(
    trx: Db,
    payment: PaymentRow,
    changes: Parameters<PaymentsDeps['repository']['update']>[2],
  ): Promise<void> {
    await this.deps.repository.update(trx, payment.id, { ...changes, updated_at: this.deps.clock.now() });
  }
}
