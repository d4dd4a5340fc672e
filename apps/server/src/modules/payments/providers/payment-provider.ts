import type { VerifiedPayer } from '../../accounts/accounts.service';
import type { PaymentMethodType } from '@sportsbook/core/payments/payment-method';

export type ProviderEventType =
  'payment.captured' | 'payment.failed' | 'refund.succeeded' | 'payout.paid' | 'payout.failed';

/** A verified provider event, in our words. References are ours (payment and refund ids as text). */
export interface ProviderEvent {
  readonly eventId: string;
  readonly type: ProviderEventType;
  /** Our payment id the payment, payout or refund belongs to. */
  readonly paymentReference: string;
  /** The provider's id of the payment or payout. */
  readonly providerRef: string;
  readonly amountMinor: bigint;
  readonly currency: string;
  readonly failureCode: string | null;
  /** Payment events of a payment that asked to verify its payer, once the payer is identified. */
  readonly payer: VerifiedPayer | null;
  readonly refund: {
    readonly providerRefundId: string;
    readonly reference: string;
    readonly amountMinor: bigint;
  } | null;
}

export interface ProviderPaymentRequest {
  /** Our payment id; the provider's idempotency key too, so a retry never opens a second payment. */
  readonly reference: string;
  readonly amountMinor: bigint;
  readonly currency: string;
  readonly scale: number;
  readonly method: PaymentMethodType;
  /** Where the payer's browser returns after the hosted page. */
  readonly returnUrl: string;
  readonly display: 'window' | 'frame';
  readonly locale: string;
  /** Pay and play: the provider has the payer's bank identify them and reports who paid with the events. */
  readonly verifyPayer?: boolean;
}

export interface ProviderPayoutRequest {
  readonly reference: string;
  readonly amountMinor: bigint;
  readonly currency: string;
  readonly scale: number;
  readonly method: PaymentMethodType;
  readonly destination: string;
}

/**
 * What a payment service provider integration implements. Calls are safe to repeat with the same reference (the
 * provider deduplicates them), and every outcome that matters also arrives as a signed event, at least once and
 * in no particular order, which is what moves money on our side.
 */
export interface PaymentProvider {
  readonly id: string;
  /** Where its hosted payment pages live: getrechargedata's `src`; every redirect URL starts with it. */
  readonly pageBase: string;
  createPayment(request: ProviderPaymentRequest): Promise<{ providerRef: string; redirectUrl: string }>;
  refund(request: {
    providerRef: string;
    reference: string;
    amountMinor: bigint;
  }): Promise<{ providerRefundId: string; succeeded: boolean }>;
  createPayout(request: ProviderPayoutRequest): Promise<{ providerRef: string }>;
  /** Checks the signature of a webhook and reads it; throws ProviderSignatureError when it is not authentic. */
  readEvent(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>): ProviderEvent;
}

/**
 * The provider refused (`status` 4xx: a definitive answer, e.g. `payment_not_captured`) or could not be reached
 * (`status` null or 5xx: the outcome is unknown and the same call may be repeated).
 */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }

  get definitive(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500;
  }
}

export class ProviderSignatureError extends Error {}
