import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { PaymentsDeps } from '../payments-deps';
import type { PaymentRow } from '../payments.repository';

/**
 * The one way a deposit's money reaches a player: payment clearing pays the payment's account through the
 * ledger (the posting's reference is the payment, so it is made once), and the payment is marked succeeded.
 * Called inside the transaction that records the provider's capture event, with the payment row locked.
 */
export async function creditDeposit(
  trx: Kysely<Database>,
  deps: Pick<PaymentsDeps, 'wallet' | 'repository' | 'clock'>,
  payment: PaymentRow,
  providerRef: string,
): Promise<PaymentRow> {
  const { wallet } = deps;
  const { transactionId } = await wallet.post(trx, {
    kind: 'deposit',
    reference: `payment:${payment.id}`,
    postings: [
      {
        accountId: wallet.houseAccountId('payment_clearing', payment.currency),
        amountMinor: -payment.amount,
      },
      { accountId: payment.account_id, amountMinor: payment.amount },
    ],
  });
  return deps.repository.update(trx, payment.id, {
    status: 'succeeded',
    transaction_id: transactionId,
    provider_ref: payment.provider_ref ?? providerRef,
    failure_reason: null,
    updated_at: deps.clock.now(),
  });
}
