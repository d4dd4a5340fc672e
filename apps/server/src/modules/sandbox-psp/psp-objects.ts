import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type {
  PspPayerIdentity,
  PspPaymentsTable,
  PspPayoutsTable,
  PspRefundsTable,
} from './sandbox-psp.tables';

export type PspPaymentRow = Selectable<PspPaymentsTable>;
export type PspRefundRow = Selectable<PspRefundsTable>;
export type PspPayoutRow = Selectable<PspPayoutsTable>;

export const HOSTED_PREFIX = '/sandbox-psp/pay';

/** A provider id: a prefix and 24 random characters, like `pay_...`, `po_...`, `evt_...`. */
export function pspId(prefix: 'pay' | 'rf' | 'po' | 'evt'): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

export function paymentObject(row: PspPaymentRow) {
  return {
    id: row.id,
    object: 'payment' as const,
    merchant_reference: row.merchant_reference,
    amount: row.amount.toString(),
    currency: row.currency,
    exponent: row.exponent,
    method: row.method,
    status: row.status,
    refunded_amount: row.refunded_amount.toString(),
    hosted_url: `${HOSTED_PREFIX}/${row.id}`,
    failure_code: row.failure_code,
    ...(row.verify_payer && {
      payer_identity: row.payer_identity && payerIdentityObject(row.payer_identity),
    }),
    created: row.created_at.toISOString(),
  };
}

function payerIdentityObject(identity: PspPayerIdentity) {
  return {
    first_name: identity.firstName,
    last_name: identity.lastName,
    birth_date: identity.birthDate,
    country: identity.country,
    email: identity.email,
  };
}

export function refundObject(row: PspRefundRow, payment: PspPaymentRow) {
  return {
    id: row.id,
    object: 'refund' as const,
    payment: payment.id,
    payment_merchant_reference: payment.merchant_reference,
    merchant_reference: row.merchant_reference,
    amount: row.amount.toString(),
    currency: payment.currency,
    status: row.status,
    created: row.created_at.toISOString(),
  };
}

export function payoutObject(row: PspPayoutRow) {
  return {
    id: row.id,
    object: 'payout' as const,
    merchant_reference: row.merchant_reference,
    amount: row.amount.toString(),
    currency: row.currency,
    exponent: row.exponent,
    method: row.method,
    status: row.status,
    failure_code: row.failure_code,
    created: row.created_at.toISOString(),
  };
}

export type PspEventType =
  'payment.captured' | 'payment.failed' | 'refund.succeeded' | 'payout.paid' | 'payout.failed';

/** A webhook event: thin envelope, the object's state at the moment it changed. */
export interface PspEvent {
  readonly id: string;
  readonly type: PspEventType;
  readonly created: number;
  readonly data: { readonly object: unknown };
}

export function pspEvent(type: PspEventType, object: unknown, at: Date): PspEvent {
  return { id: pspId('evt'), type, created: Math.floor(at.getTime() / 1000), data: { object } };
}
