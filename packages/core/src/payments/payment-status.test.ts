import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, canCancel, isOpenStatus, publicStatus } from './payment-status';

describe('payment statuses', () => {
  it('lets only a pending withdrawal be cancelled', () => {
    const cancellable = PAYMENT_STATUSES.flatMap((status) =>
      (['deposit', 'withdrawal'] as const)
        .filter((kind) => canCancel(kind, status))
        .map((kind) => `${kind}:${status}`),
    );
    expect(cancellable).toEqual(['withdrawal:pending']);
  });

  it('shows the approved step as processing and keeps the others', () => {
    expect(PAYMENT_STATUSES.map(publicStatus)).toEqual(
      PAYMENT_STATUSES.map((s) => (s === 'approved' ? 'processing' : s)),
    );
  });

  it('keeps asking only while a payment is under way', () => {
    expect(PAYMENT_STATUSES.filter(isOpenStatus)).toEqual(['created', 'pending', 'approved', 'processing']);
  });
});
