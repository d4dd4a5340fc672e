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
    import('../../features/statistics/pages/statistics-page').then((module) => ({
      Component: module.StatisticsPage,
    })),
  'statistics-hub': () =>
    import('../../features/statistics/hub/statistics-hub-page').then((module) => ({
      Component: module.StatisticsHubPage,
    })),
  'special-section': () =>
    import('../../features/specials/pages/special-page').then((module) => ({
      Component: module.SpecialPage,
    })),
  championship: () =>
    import('../../features/specials/championship/championship-page').then((module) => ({
      Component: module.ChampionshipPage,
    })),
  cricket: () =>
    import('../../features/specials/cricket/cricket-page').then((module) => ({
      Component: module.CricketPage,
    })),
  'section-promo': () =>
    import('../../features/specials/promo/section-promo-page').then((module) => ({
      Component: module.SectionPromoPage,
    })),
  registration: () =>
    import('../../features/auth/registration-page').then((module) => ({
      Component: module.RegistrationPage,
    })),
  'registration-identification': () =>
    import('../../features/auth/registration-identification-page').then((module) => ({
      Component: module.RegistrationIdentificationPage,
    })),
  activation: () =>
    import('../../features/auth/activation-page').then((module) => ({ Component: module.ActivationPage })),
  'password-reset': () =>
    import('../../features/auth/password-reset/password-reset-page').then((module) => ({
      Component: module.PasswordResetPage,
    })),
  'block-appeal': () =>
    import('../../features/office/block-appeal/block-appeal-page').then((module) => ({
      Component: module.BlockAppealPage,
    })),
  office: () =>
    import('../../features/office/office-page').then((module) => ({ Component: module.OfficePage })),
  'sports-line': () =>
    import('../../features/sportsbook/pages/event-list-page').then((module) => ({
      Component: module.LinePage,
    })),
  'sports-live': () =>
    import('../../features/sportsbook/pages/event-list-page').then((module) => ({
      Component: module.LivePage,
    })),
  'sports-game-line': () =>
    import('../../features/sportsbook/pages/game/game-page').then((module) => ({
      Component: module.LineGamePage,
    })),
  'sports-game-live': () =>
    import('../../features/sportsbook/pages/game/game-page').then((module) => ({
      Component: module.LiveGamePage,
    })),
  'multi-live': () =>
    import('../../features/sportsbook/multi-live/multi-live-page').then((module) => ({
      Component: module.MultiLivePage,
    })),
  'sport-filter': () =>
    import('../../features/sportsbook/pages/sport-filter-page').then((module) => ({
      Component: module.SportFilterPage,
    })),
  results: () =>
    import('../../features/sportsbook/pages/results-page').then((module) => ({
      Component: module.ResultsPage,
    })),
  'search-events': () =>
    import('../../features/sportsbook/pages/search-page').then((module) => ({
      Component: module.SearchPage,
    })),
  favourites: () =>
    import('../../features/sportsbook/favourites/favourites-page').then((module) => ({
      Component: module.FavouritesPage,
    })),
  'not-found': ready(NotFoundPage),
  error: ready(() => <ErrorPage />),
};
