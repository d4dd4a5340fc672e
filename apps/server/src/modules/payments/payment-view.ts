import type { OpsPayment } from '@sportsbook/core/api/routes/payments-ops.routes';
import { formatScaled } from '@sportsbook/core/money/decimal-text';
import type { PaymentView } from '@sportsbook/core/payments/payment.schema';
import { canCancel, publicStatus } from '@sportsbook/core/payments/payment-status';
import type { PaymentRow } from './payments.repository';

/** Enough of a destination to recognise it, never enough to use it: `•••• 4242`, `pla•••@mail.com`, `sb1q12…89ab`. */
export function maskDestination(destination: string | null, type: PaymentRow['method_type']): string | null {
  if (destination === null) return null;
  if (type === 'card') return `•••• ${destination.replace(/\D/g, '').slice(-4)}`;
  if (type === 'ewallet') {
    const [name = '', domain = ''] = destination.split('@');
    return `${name.slice(0, 3)}•••@${domain}`;
  }
  return destination.length > 14 ? `${destination.slice(0, 6)}…${destination.slice(-6)}` : destination;
}

export function toPaymentView(row: PaymentRow, archiveBefore: Date): PaymentView {
  return {
    id: Number(row.id),
    kind: row.kind,
    status: publicStatus(row.status),
    methodId: row.method_id,
    methodName: row.method_name,
    methodType: row.method_type,
    amount: formatScaled(row.amount, row.scale),
    refundedAmount: formatScaled(row.refunded_amount, row.scale),
    currency: row.currency,
    currencyId: row.currency_id ?? 0,
    accountId: row.account_id,
    destination: maskDestination(row.destination, row.method_type),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    isArchived: row.created_at < archiveBefore,
    canCancel: canCancel(row.kind, row.status),
  };
}

export function toOpsPayment(row: PaymentRow, archiveBefore: Date): OpsPayment {
  return {
    ...toPaymentView(row, archiveBefore),
    status: row.status,
    userId: row.user_id,
    provider: row.provider,
    providerReference: row.provider_ref,
    failureReason: row.failure_reason,
  };
}
