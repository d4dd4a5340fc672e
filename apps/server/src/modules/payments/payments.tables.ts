import type { ColumnType, Generated } from 'kysely';
import type { PaymentMethodType } from '@sportsbook/core/payments/payment-method';
import type { PaymentKind, PaymentStatus } from '@sportsbook/core/payments/payment-status';
import type { PayAndPlayRefusal, PayAndPlayStatus } from '@sportsbook/core/payments/pay-and-play';

/** bigint identity: generated on insert, read as bigint. */
type BigId = ColumnType<bigint, bigint | undefined, never>;

export interface PaymentsTable {
  id: BigId;
  user_id: number;
  kind: PaymentKind;
  status: PaymentStatus;
  method_id: string;
  method_type: PaymentMethodType;
  method_name: string;
  provider: string;
  account_id: number;
  currency: string;
  currency_id: number | null;
  scale: number;
  amount: bigint;
  refunded_amount: Generated<bigint>;
  provider_ref: string | null;
  /** Where a withdrawal is paid to, as the player gave it (a real integration keeps the provider's token). */
  destination: string | null;
  display: 'window' | 'frame' | null;
  redirect_url: string | null;
  pending_id: bigint | null;
  transaction_id: bigint | null;
  failure_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface PaymentRefundsTable {
  id: BigId;
  payment_id: bigint;
  amount: bigint;
  status: 'pending' | 'succeeded' | 'failed';
  provider_refund_id: string | null;
  pending_id: bigint | null;
  transaction_id: bigint | null;
  reason: string;
  created_at: Date;
  updated_at: Date;
}

export interface PaymentWebhookEventsTable {
  provider: string;
  event_id: string;
  type: string;
  payment_id: bigint | null;
  received_at: Date;
}

export interface PaymentMethodsTable {
  id: string;
  /** PaymentMethodConfig as JSON text. */
  config: string;
  updated_at: Date;
}

export interface PaymentSettingsTable {
  id: number;
  /** PaymentSettings as JSON text. */
  config: string;
  updated_at: Date;
}

export interface PaymentBlocksTable {
  user_id: number;
  deposit: boolean;
  withdrawal: boolean;
  reason: string | null;
  updated_at: Date;
}

/** A guest's pay-and-play deposit until the provider says how it ended (the account is made only then). */
export interface PayAndPlayStartsTable {
  id: BigId;
  status: PayAndPlayStatus;
  method_id: string;
  provider: string;
  currency_id: number;
  currency: string;
  scale: number;
  amount: bigint;
  partner_id: number;
  language: string;
  ip: string | null;
  /** SHA-256 of the claim cookie: only the browser that started may log in to the account made. */
  claim_hash: string;
  provider_ref: string | null;
  redirect_url: string | null;
  user_id: number | null;
  payment_id: bigint | null;
  refusal: PayAndPlayRefusal | null;
  /** The provider's refund of a refused start's payment, once it was made. */
  refund_ref: string | null;
  claimed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface PaymentsTables {
  payments: PaymentsTable;
  payment_refunds: PaymentRefundsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  payment_methods: PaymentMethodsTable;
  payment_settings: PaymentSettingsTable;
  payment_blocks: PaymentBlocksTable;
  pay_and_play_starts: PayAndPlayStartsTable;
}
