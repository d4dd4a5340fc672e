/**
 * A payment's life. Deposits: `created` (the player is on the provider's page) then `succeeded` (captured and
 * credited) or `failed`; a refund takes a succeeded deposit to `refunded` once all of it went back. Withdrawals:
 * `pending` (funds held, awaiting approval) then `approved` (committed before the payout call, so a crash
 * between the two is finished on restart), `processing` (the provider has the payout), and `succeeded` (paid)
 * or `failed`; `rejected` by the operator or `cancelled` by the player while pending, both releasing the hold.
 */
export const PAYMENT_KINDS = ['deposit', 'withdrawal'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_STATUSES = [
  'created',
  'pending',
  'approved',
  'processing',
  'succeeded',
  'failed',
  'refunded',
  'rejected',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const OPEN: ReadonlySet<PaymentStatus> = new Set(['created', 'pending', 'approved', 'processing']);

/** Still moving: the page keeps asking until the status is settled. */
export function isOpenStatus(status: PaymentStatus): boolean {
  return OPEN.has(status);
}

/** Only a withdrawal nobody approved yet can be taken back by the player. */
export function canCancel(kind: PaymentKind, status: PaymentStatus): boolean {
  return kind === 'withdrawal' && status === 'pending';
}

/** What the player sees: the two steps between approval and payout are one "processing" to them. */
export function publicStatus(status: PaymentStatus): PaymentStatus {
  return status === 'approved' ? 'processing' : status;
}
