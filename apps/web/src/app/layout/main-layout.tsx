import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLoginPrompt } from '../../features/auth/use-login-prompt';
import { useScrollActivity } from '../../shared/hooks/use-scroll-activity';
import { useSiteConfig } from '../../shared/site-config/site-config.api';
import { ScrollToTopButton } from '../../shared/ui/scroll-to-top/scroll-to-top-button';
import { GuardedOutlet } from '../guard/guarded-outlet';
import { CouponSlot } from './coupon-slot';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { useLayoutStore } from './layout.store';
import { BottomBar } from './mobile/bottom-bar';
import { SportsMenuSlot } from './sports-menu-slot';
import styles from './main-layout.module.css';

const MobileSheets = lazy(() =>
  import('./mobile/mobile-sheets').then((module) => ({ default: module.MobileSheets })),
);

/** The coupon feature supplies the number of selections; the shell only shows it. */
const EMPTY_COUPON_COUNT = 0;

/** Header, sports menu, page, coupon and footer; on phones a bottom bar with menu and coupon sheets. */
export function MainLayout() {
  const { t } = useTranslation();
  const { global } = useSiteConfig();
  const scrolling = useScrollActivity();
  const sheet = useLayoutStore((state) => state.sheet);
  const closeSheet = useLayoutStore((state) => state.closeSheet);
  const { pathname } = useLocation();
  useLoginPrompt();

  useEffect(() => {
    closeSheet();
  }, [pathname, closeSheet]);

  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <Header scrolling={scrolling} />
      <div className={styles.shell}>
        <aside className={styles.sidebar} aria-label={t('sportsMenu.label')}>
          <SportsMenuSlot />
        </aside>
        <main id="main" className={styles.main} data-pointer-suppress="">
          <GuardedOutlet />
        </main>
        <aside className={styles.coupon} aria-label={t('coupon.title')}>
          <CouponSlot />
        </aside>
      </div>
      <Footer />
      <BottomBar couponCount={EMPTY_COUPON_COUNT} />
      {sheet ? (
        <Suspense fallback={null}>
          <MobileSheets sheet={sheet} onClose={closeSheet} />
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
