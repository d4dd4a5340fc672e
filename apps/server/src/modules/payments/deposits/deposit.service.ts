import type { PaymentView } from '@sportsbook/core/payments/payment.schema';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { AppError } from '../../../platform/http/app-error';
import { moneyTransaction } from '../../wallet/money-transaction';
import { toPaymentView } from '../payment-view';
import { assertMayPay, newPaymentRow, resolveRequest } from '../payment-request';
import { archiveBefore, providerOf, type PaymentsDeps } from '../payments-deps';
import type { PaymentRow } from '../payments.repository';
import { ProviderError } from '../providers/payment-provider';

export interface DepositInput {
  readonly user: AuthUser;
  readonly rand: string;
  readonly methodId: string;
  readonly amount: string;
  readonly accountId: number | undefined;
  readonly display: 'window' | 'frame';
  /** The site's origin as the browser sees it, for the provider's way back. */
  readonly origin: string;
}

/**
 * Deposits: a payment row is created once per `rand`, then the provider opens its payment for it (a repeat asks
 * the provider again with the same reference, which it deduplicates). Money moves only when the provider's
 * signed event says the payment is captured (WebhookService).
 */
export class DepositService {
  constructor(private readonly deps: PaymentsDeps) {}

  async start(input: DepositInput): Promise<{ payment: PaymentView; redirectUrl: string }> {
    const { deps } = this;
    await assertMayPay(deps, input.user.id, 'deposit');
    const request = await resolveRequest(deps, input.user, { direction: 'deposit', ...input });
    const { paymentId } = await moneyTransaction(deps.db, (trx) =>
      deps.idempotency.once(
        trx,
        {
          scope: `payments.deposit:${input.user.id}`,
          key: input.rand,
          params: {
            method: request.method.id,
            accountId: request.account.accountId,
            amountMinor: request.amountMinor,
            display: input.display,
          },
        },
        async () => {
          const now = deps.clock.now();
          const row = await deps.repository.insert(
            trx,
            newPaymentRow(
              request,
              { userId: input.user.id, kind: 'deposit', status: 'created', now },
              { destination: null, display: input.display },
            ),
          );
          return { paymentId: row.id.toString() };
        },
      ),
    );
    const payment = await this.openAtProvider(BigInt(paymentId), input);
    return { payment: toPaymentView(payment, archiveBefore(deps)), redirectUrl: payment.redirect_url! };
  }

  private async openAtProvider(paymentId: bigint, input: DepositInput): Promise<PaymentRow> {
    const { deps } = this;
    const payment = await deps.repository.find(deps.db, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', 'No such payment');
    if (payment.redirect_url) return payment;
    if (payment.status !== 'created') throw new AppError('PAYMENT_STATUS_CONFLICT');
    try {
      const opened = await providerOf(deps, payment.provider).createPayment({
        reference: payment.id.toString(),
        amountMinor: payment.amount,
        currency: payment.currency,
        scale: payment.scale,
        method: payment.method_type,
        returnUrl: `${input.origin}/${input.user.language}/office/recharge?payment=${payment.id}`,
        display: input.display,
        locale: input.user.language,
      });
      return await deps.repository.update(deps.db, payment.id, {
        provider_ref: opened.providerRef,
        redirect_url: opened.redirectUrl,
        updated_at: deps.clock.now(),
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.log.warn(
        { err: error, paymentId: payment.id.toString() },
        'payments: the provider did not open a payment',
      );
      if (error.definitive) {
        await deps.repository.update(deps.db, payment.id, {
          status: 'failed',
          failure_reason: `provider refused: ${error.code}`,
          updated_at: deps.clock.now(),
        });
      }
      throw new AppError('BAD_GATEWAY', 'The payment provider is not available; try again');
    }
  }
}
