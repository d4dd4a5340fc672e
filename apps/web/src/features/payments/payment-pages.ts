import { lazy } from 'react';

/** The payment account pages by office route id; each is its own chunk, loaded on first visit. */
export const PAYMENT_PAGES = {
  'office.recharge': lazy(() =>
    import('./recharge/recharge-page').then((m) => ({ default: m.RechargePage })),
  ),
  'office.withdrawal': lazy(() =>
    import('./withdrawal/withdrawal-page').then((m) => ({ default: m.WithdrawalPage })),
  ),
  'office.paymentHistory': lazy(() =>
    import('./history/history-page').then((m) => ({ default: m.HistoryPage })),
  ),
  'office.paymentRequests': lazy(() =>
    import('./history/requests-page').then((m) => ({ default: m.RequestsPage })),
  ),
  'office.paycheck': lazy(() => import('./history/paycheck-page').then((m) => ({ default: m.PaycheckPage }))),
};
