import type { ColumnType, Generated } from 'kysely';

type BigId = ColumnType<bigint, bigint | undefined, never>;

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
