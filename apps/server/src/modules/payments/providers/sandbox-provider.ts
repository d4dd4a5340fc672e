import { z } from 'zod';
import { PSP_SIGNATURE_HEADER, verifySignature } from '../../sandbox-psp/psp-signature';
import type { Clock } from '../../../platform/clock';
import {
  ProviderError,
  ProviderSignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderEventType,
} from './payment-provider';

const REQUEST_TIMEOUT_MS = 10_000;

const minorText = z.string().regex(/^\d+$/).transform(BigInt);
const paymentObject = z.object({
  id: z.string(),
  merchant_reference: z.string(),
  amount: minorText,
  currency: z.string(),
  failure_code: z.string().nullable().optional(),
  payer_identity: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      birth_date: z.string(),
      country: z.string(),
      email: z.string(),
    })
    .nullable()
    .optional(),
});
const refundObject = z.object({
  id: z.string(),
  payment: z.string(),
  payment_merchant_reference: z.string(),
  merchant_reference: z.string(),
  amount: minorText,
  currency: z.string(),
});
const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['payment.captured', 'payment.failed', 'refund.succeeded', 'payout.paid', 'payout.failed']),
  data: z.object({ object: z.unknown() }),
});

export interface SandboxProviderConfig {
  /** The provider's API origin (the product's own address while the sandbox is embedded). */
  readonly apiBase: () => string;
  /** Where the provider sends events: our webhook URL. */
  readonly notificationUrl: () => string;
  readonly apiKey: string;
  readonly webhookSecret: string;
  readonly clock: Clock;
}

function toEvent(type: ProviderEventType, eventId: string, object: unknown): ProviderEvent {
  if (type === 'refund.succeeded') {
    const refund = refundObject.parse(object);
    return {
      eventId,
      type,
      paymentReference: refund.payment_merchant_reference,
      providerRef: refund.payment,
      amountMinor: refund.amount,
      currency: refund.currency,
      failureCode: null,
      payer: null,
      refund: {
        providerRefundId: refund.id,
        reference: refund.merchant_reference,
        amountMinor: refund.amount,
      },
    };
  }
  const payment = paymentObject.parse(object);
  return {
    eventId,
    type,
    paymentReference: payment.merchant_reference,
    providerRef: payment.id,
    amountMinor: payment.amount,
    currency: payment.currency,
    failureCode: payment.failure_code ?? null,
    payer: payment.payer_identity
      ? {
          firstName: payment.payer_identity.first_name,
          lastName: payment.payer_identity.last_name,
          birthDate: payment.payer_identity.birth_date,
          countryIso: payment.payer_identity.country,
          email: payment.payer_identity.email,
        }
      : null,
    refund: null,
  };
}

/** The adapter of the embedded sandbox provider: its HTTP API, as any external provider's adapter would call it. */
export class SandboxProvider implements PaymentProvider {
  readonly id = 'sandbox';
  readonly pageBase = '/sandbox-psp/pay/';

  constructor(private readonly config: SandboxProviderConfig) {}

  async createPayment(request: Parameters<PaymentProvider['createPayment']>[0]) {
    const payment = await this.call('/payments', `payment:${request.reference}`, () => ({
      amount: request.amountMinor.toString(),
      currency: request.currency,
      exponent: request.scale,
      method: request.method,
      merchant_reference: request.reference,
      return_url: request.returnUrl,
      notification_url: this.config.notificationUrl(),
      display: request.display,
      locale: request.locale,
      ...(request.verifyPayer && { verify_payer: true }),
    }));
    const parsed = z.object({ id: z.string(), hosted_url: z.string() }).parse(payment);
    return { providerRef: parsed.id, redirectUrl: parsed.hosted_url };
  }

  async refund(request: Parameters<PaymentProvider['refund']>[0]) {
    const refund = await this.call(
      `/payments/${encodeURIComponent(request.providerRef)}/refunds`,
      `refund:${request.reference}`,
      () => ({ amount: request.amountMinor.toString(), merchant_reference: request.reference }),
    );
    const parsed = z.object({ id: z.string(), status: z.string() }).parse(refund);
    return { providerRefundId: parsed.id, succeeded: parsed.status === 'succeeded' };
  }

  async createPayout(request: Parameters<PaymentProvider['createPayout']>[0]) {
    const payout = await this.call('/payouts', `payout:${request.reference}`, () => ({
      amount: request.amountMinor.toString(),
      currency: request.currency,
      exponent: request.scale,
      method: request.method,
      destination: request.destination,
      merchant_reference: request.reference,
      notification_url: this.config.notificationUrl(),
    }));
    return { providerRef: z.object({ id: z.string() }).parse(payout).id };
  }

  readEvent(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): ProviderEvent {
    const header = headers[PSP_SIGNATURE_HEADER];
    const nowSec = Math.floor(this.config.clock.nowMs() / 1000);
    if (typeof header !== 'string' || !verifySignature(this.config.webhookSecret, rawBody, header, nowSec)) {
      throw new ProviderSignatureError('bad or missing signature');
    }
    const event = eventSchema.parse(JSON.parse(rawBody));
    return toEvent(event.type, event.id, event.data.object);
  }

  /** `body` is built inside: the product's own address is known only once it listens. */
  private async call(path: string, idempotencyKey: string, body: () => unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.config.apiBase()}/sandbox-psp/api/v1${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.config.apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(body()),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError('unreachable', null, error instanceof Error ? error.message : String(error));
    }
    const answer = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    if (!response.ok) {
      throw new ProviderError(
        answer?.error?.code ?? 'provider_error',
        response.status,
        answer?.error?.message ?? `provider answered ${response.status}`,
      );
    }
    return answer;
  }
}
