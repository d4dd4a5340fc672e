import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import type { PaymentView } from '@sportsbook/core/payments/payment.schema';
import { trackEvent } from '../../../shared/analytics/track-event';

/** Deposits this page already counted: the status is asked again after it settled (a remount, a refocus). */
const reported = new Set<number>();

/** A credited deposit counts once as FIRST_DEPOSIT or RE_DEPOSIT, as the server says (ANA-07). */
export function reportCreditedDeposit({
  payment,
  firstDeposit,
}: {
  payment: PaymentView;
  firstDeposit?: boolean;
}): void {
  if (firstDeposit === undefined || reported.has(payment.id)) return;
  reported.add(payment.id);
  trackEvent(firstDeposit ? ANALYTICS_EVENT.FIRST_DEPOSIT : ANALYTICS_EVENT.RE_DEPOSIT, {
    f1: Number(payment.amount),
    s1: payment.currency,
    s2: payment.methodId,
  });
}
