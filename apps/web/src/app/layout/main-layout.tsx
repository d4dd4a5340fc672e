import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { useSession } from '../../features/auth/api/session.api';
import { useLoginPrompt } from '../../features/auth/use-login-prompt';
import { useCouponSelections } from '../../shared/coupon/coupon-selections.store';
import { useSiteConfig } from '../../shared/site-config/site-config.api';
import { readStorage } from '../../shared/storage/local-storage';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';
import { ScrollPointerShield } from '../../shared/ui/scroll-pointer-shield/scroll-pointer-shield';
import { ScrollToTopButton } from '../../shared/ui/scroll-to-top/scroll-to-top-button';
import { GuardedOutlet } from '../guard/guarded-outlet';
import { CouponSlot } from './coupon-slot';
import { Header } from './header/header';
import { useLayoutStore } from './layout.store';
import { BottomBar } from './mobile/bottom-bar';
import { SportsMenuSlot } from './sports-menu-slot';
import styles from './main-layout.module.css';

const MobileSheets = lazy(() =>
  import('./mobile/mobile-sheets').then((module) => ({ default: module.MobileSheets })),
);

const AutoLogoff = lazy(() =>
  import('../../features/auth/auto-logoff').then((module) => ({ default: module.AutoLogoff })),
);

/** Only right after a social provider sent the player back with a refusal or a second-factor step. */
const SocialReturn = lazy(() =>
  import('../../features/auth/social/social-return').then((module) => ({ default: module.SocialReturn })),
);

/** Only right after a pay-and-play deposit sent the guest back from the provider's page, or while it is pending. */
const PayAndPlayReturn = lazy(() =>
  import('../../features/payments/pay-and-play/pay-and-play-return').then((module) => ({
    default: module.PayAndPlayReturn,
  })),
);

/**
 * Below the fold on every page, the footer and the cookie banner: loaded after the first paint, out of the
 * first-load budget.
 */
const PageEnd = lazy(() => import('./page-end').then((module) => ({ default: module.PageEnd })));

/** While a player is logged in: what they kept as a guest (favourites) moves to their account. */
const FavouritesMigration = lazy(() =>
  import('../../features/sportsbook/favourites/favourites-migration').then((module) => ({
    default: module.FavouritesMigration,
  })),
);

/** While a player with one-click betting on is logged in: prices clicked anywhere are placed at once. */
const OneClickPlacer = lazy(() =>
  import('../../features/sportsbook/coupon/one-click/one-click-placer').then((module) => ({
    default: module.OneClickPlacer,
  })),
);

/** While a player with an e-mail is logged in: the reminder to confirm it, when the server says it is due. */
const RepeatActivation = lazy(() =>
  import('../../features/auth/activation/repeat-activation').then((module) => ({
    default: module.RepeatActivation,
  })),
);

/** While a player is logged in and the configuration offers it: the identification bonus popup (UI-09). */
const IdentificationBonus = lazy(() =>
  import('../../features/identification-bonus/identification-bonus').then((module) => ({
    default: module.IdentificationBonus,
  })),
);

/** Only in a country where cash agents work: their popups, which the server already chose for it (CFG-20). */
const AgentPopups = lazy(() =>
  import('../../features/agent-popups/agent-popups').then((module) => ({ default: module.AgentPopups })),
);

/** Header, sports menu, page, coupon and footer; on phones a bottom bar with menu and coupon sheets. */
export function MainLayout() {
  const { t } = useTranslation();
  const { global, licence, auth, betting, boolean, promo, geo } = useSiteConfig();
  const { isAuthenticated, user } = useSession();
  const couponCount = useCouponSelections((state) => state.selections.length);
  const sheet = useLayoutStore((state) => state.sheet);
  const closeSheet = useLayoutStore((state) => state.closeSheet);
  const { pathname, search } = useLocation();
  useLoginPrompt();

  useEffect(() => {
    closeSheet();
  }, [pathname, closeSheet]);

  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <Header />
      <ScrollPointerShield />
      <div className={styles.shell}>
        <aside className={styles.sidebar} aria-label={t('sportsMenu.label')}>
          <SportsMenuSlot />
        </aside>
        <main id="main" className={styles.main}>
          <GuardedOutlet />
        </main>
        <aside className={styles.coupon} aria-label={t('coupon.title')}>
          <CouponSlot />
        </aside>
      </div>
      <Suspense fallback={null}>
        <PageEnd />
      </Suspense>
      <BottomBar couponCount={couponCount} />
      {sheet ? (
        <Suspense fallback={null}>
          <MobileSheets sheet={sheet} onClose={closeSheet} />
        </Suspense>
      ) : null}
      {search.includes('social_') ? (
        <Suspense fallback={null}>
          <SocialReturn />
        </Suspense>
      ) : null}
      {search.includes('pay_and_play=') || readStorage(STORAGE_KEYS.payAndPlayPending) ? (
        <Suspense fallback={null}>
          <PayAndPlayReturn />
        </Suspense>
      ) : null}
      {isAuthenticated ? (
        <Suspense fallback={null}>
          <FavouritesMigration />
        </Suspense>
      ) : null}
      {isAuthenticated && user?.email ? (
        <Suspense fallback={null}>
          <RepeatActivation userId={user.id} />
        </Suspense>
      ) : null}
      {user && boolean.identificationBonusModal && promo.modalNames.includes('identificationBonus') ? (
        <Suspense fallback={null}>
          <IdentificationBonus userId={user.id} />
        </Suspense>
      ) : null}
      {geo.agentPopups.length > 0 ? (
        <Suspense fallback={null}>
          <AgentPopups popups={geo.agentPopups} />
        </Suspense>
      ) : null}
      {isAuthenticated && betting.oneClickBet ? (
        <Suspense fallback={null}>
          <OneClickPlacer />
        </Suspense>
      ) : null}
      {isAuthenticated && licence.autoLogoffEnabled ? (
        <Suspense fallback={null}>
          <AutoLogoff idleMs={auth.autoLogoffMs} />
        </Suspense>
      ) : null}
      {global.scrollToTopButton.enabled ? (
        <ScrollToTopButton
          type={global.scrollToTopButton.type}
          screens={global.scrollToTopButton.showAfterScreens}
        />
      ) : null}
    </div>
  );
}
