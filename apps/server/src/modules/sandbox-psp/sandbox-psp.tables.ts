import type { ColumnType, Generated } from 'kysely';

type BigId = ColumnType<bigint, bigint | undefined, never>;

/** Who paid, as the payer's bank passes it on when the merchant asks the provider to verify the payer. */
export interface PspPayerIdentity {
  readonly firstName: string;
  readonly lastName: string;
  /** yyyy-MM-dd */
  readonly birthDate: string;
  /** ISO 3166 alpha-2 */
  readonly country: string;
  readonly email: string;
}

export type PspMethod = 'card' | 'ewallet' | 'crypto';
export type PspPaymentStatus =
  'requires_payment' | 'requires_action' | 'awaiting_confirmation' | 'captured' | 'failed';

export interface PspPaymentsTable {
  id: string;
  merchant_reference: string;
  amount: bigint;
  currency: string;
  exponent: number;
  method: PspMethod;
  status: PspPaymentStatus;
  refunded_amount: Generated<bigint>;
  return_url: string;
  notification_url: string;
  display: string;
  locale: string;
  card_last4: string | null;
  payer: string | null;
  crypto_address: string | null;
  challenge_attempts: Generated<number>;
  confirm_at: Date | null;
  failure_code: string | null;
  /** The merchant asked for the payer's verified identity (pay and play); the page asks for it first. */
  verify_payer: Generated<boolean>;
  /** jsonb: written as JSON text, read back parsed. */
  payer_identity: ColumnType<PspPayerIdentity | null, string | null, string | null>;
  created_at: Date;
  updated_at: Date;
}

export interface PspRefundsTable {
  id: string;
  payment_id: string;
  merchant_reference: string;
  amount: bigint;
  status: 'succeeded' | 'failed';
  created_at: Date;
}

export interface PspPayoutsTable {
  id: string;
  merchant_reference: string;
  amount: bigint;
  currency: string;
  exponent: number;
  method: PspMethod;
  destination: string;
  notification_url: string;
  status: 'processing' | 'paid' | 'failed';
  failure_code: string | null;
  settle_at: Date;
  created_at: Date;
  updated_at: Date;
}

export interface PspDeliveriesTable {
  id: BigId;
  event_id: string;
  url: string;
  body: string;
  attempts: Generated<number>;
  next_attempt_at: Date;
  locked_until: Date | null;
  delivered_at: Date | null;
  gave_up_at: Date | null;
  last_status: number | null;
  last_error: string | null;
  created_at: Date;
}

export interface PspIdempotencyTable {
  key: string;
  endpoint: string;
  request_hash: string;
  status_code: number | null;
  response: string | null;
  created_at: Date;
}

export interface SandboxPspTables {
  psp_payments: PspPaymentsTable;
  psp_refunds: PspRefundsTable;
  psp_payouts: PspPayoutsTable;
  psp_deliveries: PspDeliveriesTable;
  psp_idempotency: PspIdempotencyTable;
}
