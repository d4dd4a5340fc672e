import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { PspBehaviour } from './psp-behaviour';
import type { PspDeliveries } from './psp-deliveries';
import { PspError } from './psp-error';
import {
  payoutObject,
  paymentObject,
  pspEvent,
  pspId,
  refundObject,
  type PspPaymentRow,
} from './psp-objects';
import type { PspStore } from './psp-store';
import type { PspMethod } from './sandbox-psp.tables';

type Db = Kysely<Database>;

export interface CreatePaymentInput {
  readonly amount: bigint;
  readonly currency: string;
  readonly exponent: number;
  readonly method: PspMethod;
  readonly merchantReference: string;
  readonly returnUrl: string;
  readonly notificationUrl: string;
  readonly display: 'window' | 'frame';
  readonly locale: string;
  readonly verifyPayer: boolean;
}

export interface CreatePayoutInput {
  readonly amount: bigint;
  readonly currency: string;
  readonly exponent: number;
  readonly method: PspMethod;
  readonly destination: string;
  readonly merchantReference: string;
  readonly notificationUrl: string;
}

/** A sandbox deposit address for a crypto payment, stable for the payment. */
function cryptoAddress(paymentId: string): string {
  return `sb1q${createHash('sha256').update(paymentId).digest('hex').slice(0, 38)}`;
}

/** What the merchant's server asks of the provider: payments, refunds, payouts. */
export class PspMerchantService {
  constructor(
    private readonly deps: {
      store: PspStore;
      deliveries: PspDeliveries;
      clock: Clock;
      behaviour: () => PspBehaviour;
    },
  ) {}

  async createPayment(trx: Db, input: CreatePaymentInput) {
    const id = pspId('pay');
    const now = this.deps.clock.now();
    const row = await this.deps.store.insertPayment(trx, {
      id,
      merchant_reference: input.merchantReference,
      amount: input.amount,
      currency: input.currency,
      exponent: input.exponent,
      method: input.method,
      status: 'requires_payment',
      return_url: input.returnUrl,
      notification_url: input.notificationUrl,
      display: input.display,
      locale: input.locale,
      card_last4: null,
      payer: null,
      crypto_address: input.method === 'crypto' ? cryptoAddress(id) : null,
      confirm_at: null,
      failure_code: null,
      verify_payer: input.verifyPayer,
      created_at: now,
      updated_at: now,
    });
    return paymentObject(row);
  }

  async payment(db: Db, id: string) {
    const row = await this.deps.store.payment(db, id);
    if (!row) throw new PspError(404, 'resource_missing', `No payment ${id}`);
    return paymentObject(row);
  }

  /** Refunds part or all of a captured payment; refused before capture and beyond what is left. */
  async refund(trx: Db, paymentId: string, input: { amount: bigint | null; merchantReference: string }) {
    const { store, clock, deliveries } = this.deps;
    const payment = await store.lockPayment(trx, paymentId);
    if (!payment) throw new PspError(404, 'resource_missing', `No payment ${paymentId}`);
    if (payment.status !== 'captured') {
      throw new PspError(409, 'payment_not_captured', 'Only a captured payment can be refunded');
    }
    const left = payment.amount - payment.refunded_amount;
    const amount = input.amount ?? left;
    if (amount <= 0n || amount > left) {
      throw new PspError(422, 'amount_exceeds_refundable', `At most ${left} can be refunded`);
    }
    const now = clock.now();
    const refund = await store.insertRefund(trx, {
      id: pspId('rf'),
      payment_id: payment.id,
      merchant_reference: input.merchantReference,
      amount,
      status: 'succeeded',
      created_at: now,
    });
    const updated: PspPaymentRow = await store.updatePayment(trx, payment.id, {
      refunded_amount: payment.refunded_amount + amount,
      updated_at: now,
    });
    const object = refundObject(refund, updated);
    await deliveries.enqueue(trx, payment.notification_url, pspEvent('refund.succeeded', object, now));
    return object;
  }

  async createPayout(trx: Db, input: CreatePayoutInput) {
    const now = this.deps.clock.now();
    const row = await this.deps.store.insertPayout(trx, {
      id: pspId('po'),
      merchant_reference: input.merchantReference,
      amount: input.amount,
      currency: input.currency,
      exponent: input.exponent,
      method: input.method,
      destination: input.destination,
      notification_url: input.notificationUrl,
      status: 'processing',
      failure_code: null,
      settle_at: new Date(now.getTime() + this.deps.behaviour().payoutDelayMs),
      created_at: now,
      updated_at: now,
    });
    return payoutObject(row);
  }

  async payout(db: Db, id: string) {
    const row = await this.deps.store.payout(db, id);
    if (!row) throw new PspError(404, 'resource_missing', `No payout ${id}`);
    return payoutObject(row);
  }
}
