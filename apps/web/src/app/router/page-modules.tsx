import type { ComponentType } from 'react';
import { ErrorPage } from '../pages/error-page';
import { NotFoundPage } from '../pages/not-found-page';
import type { PageKind } from '../routes/route-meta';

type PageModule = () => Promise<{ Component: ComponentType }>;

const ready =
  (Component: ComponentType): PageModule =>
  () =>
    Promise.resolve({ Component });

/**
 * Each kind of page is its own chunk, fetched on first visit. The not-found and error pages are part of the
 * entry: the guard and the boot error show them without a round trip.
 */
export const PAGE_MODULES: Record<PageKind, PageModule> = {
  home: () => import('../pages/home-page').then((module) => ({ Component: module.HomePage })),
  'coming-soon': () =>
    import('../pages/coming-soon-page').then((module) => ({ Component: module.ComingSoonPage })),
  login: () => import('../../features/auth/login-page').then((module) => ({ Component: module.LoginPage })),
  logout: () =>
    import('../../features/auth/logout-page').then((module) => ({ Component: module.LogoutPage })),
  block: () => import('../pages/block-page').then((module) => ({ Component: module.BlockPage })),
  statistics: () =>
    import('../pages/statistics-page').then((module) => ({ Component: module.StatisticsPage })),
  'not-found': ready(NotFoundPage),
  error: ready(() => <ErrorPage />),
};
