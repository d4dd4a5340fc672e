import { lazy } from 'react';

/** The wallet's account pages by office route id; each is its own chunk, loaded on first visit. */
export const WALLET_PAGES = {
  'office.settingsWallets': lazy(() => import('./wallets-page').then((m) => ({ default: m.WalletsPage }))),
  'office.convertAccount': lazy(() => import('./convert-page').then((m) => ({ default: m.ConvertPage }))),
};
