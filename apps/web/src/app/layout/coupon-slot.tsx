import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSession } from '../../features/auth/api/session.api';
import { useCouponSelections } from '../../shared/coupon/coupon-selections.store';
import { useSiteConfig } from '../../shared/site-config/site-config.api';
import { Icon } from '../../shared/ui/icon/icon';
import styles from './coupon-slot.module.css';

type CouponTab = 'slip' | 'bets';

/** Loaded with the first pick: the bet slip's list of picked prices. */
const CouponSelectionsList = lazy(() =>
  import('../../features/sportsbook/coupon/coupon-selections-list').then((module) => ({
    default: module.CouponSelectionsList,
  })),
);

/** Loaded with an empty slip: a booking code typed here fills it. */
const BookingCode = lazy(() =>
  import('../../features/sportsbook/coupon/booking-code').then((module) => ({ default: module.BookingCode })),
);

/** For a logged-in player: one-click betting switched on and off, with its stake. */
const OneClickPanel = lazy(() =>
  import('../../features/sportsbook/coupon/one-click/one-click-panel').then((module) => ({
    default: module.OneClickPanel,
  })),
);

/** The "My bets" tab of a logged-in player: running bets with their cash-out. */
const OpenBetsPanel = lazy(() =>
  import('../../features/bets/open-bets-panel').then((module) => ({ default: module.OpenBetsPanel })),
);

/** The right column (the mobile coupon sheet shows the same): the picked prices, or what the slip is for. */
export function CouponSlot() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<CouponTab>('slip');
  const count = useCouponSelections((state) => state.selections.length);
  const { isAuthenticated } = useSession();
  const { betting } = useSiteConfig();
  return (
    <section className={styles.coupon} aria-label={t('coupon.title')}>
      <div className={styles.tabs} role="tablist">
        {(['slip', 'bets'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={styles.tab}
            onClick={() => setTab(id)}
          >
            {t(id === 'slip' ? 'coupon.tab.slip' : 'coupon.tab.bets')}
            {id === 'slip' && count > 0 ? <span className={`${styles.count} tabular`}>{count}</span> : null}
          </button>
        ))}
      </div>
      {tab === 'slip' && isAuthenticated && betting.oneClickBet ? (
        <Suspense fallback={null}>
          <OneClickPanel />
        </Suspense>
      ) : null}
      {tab === 'slip' && count > 0 ? (
        <div role="tabpanel">
          <Suspense fallback={null}>
            <CouponSelectionsList />
          </Suspense>
        </div>
      ) : tab === 'bets' && isAuthenticated ? (
        <div role="tabpanel">
          <Suspense fallback={null}>
            <OpenBetsPanel />
          </Suspense>
        </div>
      ) : (
        <div className={styles.empty} role="tabpanel">
          <span className={styles.icon}>
            <Icon name="coupon" size={24} />
          </span>
          <p className={styles.emptyTitle}>
            {t(tab === 'slip' ? 'coupon.empty.title' : 'coupon.bets.title')}
          </p>
          <p className={styles.emptyText}>{t(tab === 'slip' ? 'coupon.empty.text' : 'coupon.bets.text')}</p>
          {tab === 'slip' ? (
            <Suspense fallback={null}>
              <BookingCode />
            </Suspense>
          ) : null}
        </div>
      )}
    </section>
  );
}
