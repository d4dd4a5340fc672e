import { lazy } from 'react';

/** The bets pages of the office by route id; each is its own chunk, loaded on first visit. */
export const BETS_PAGES = {
  'office.betsHistory': lazy(() =>
    import('./bets-history-page').then((m) => ({ default: m.BetsHistoryPage })),
  ),
  'office.betsHistoryByMail': lazy(() =>
    import('./pages/history-mail-page').then((m) => ({ default: m.HistoryMailPage })),
  ),
  'office.betsHistoryClear': lazy(() =>
    import('./pages/history-clear-page').then((m) => ({ default: m.HistoryClearPage })),
  ),
  'office.managerBets': lazy(() =>
    import('./pages/manager-bets-page').then((m) => ({ default: m.ManagerBetsPage })),
  ),
  'office.autoBets': lazy(() => import('./pages/auto-bets-page').then((m) => ({ default: m.AutoBetsPage }))),
  'office.powerbet': lazy(() => import('./pages/powerbet-page').then((m) => ({ default: m.PowerbetPage }))),
};
