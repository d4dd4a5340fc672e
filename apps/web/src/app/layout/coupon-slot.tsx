import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icon/icon';
import styles from './coupon-slot.module.css';

type CouponTab = 'slip' | 'bets';

/** The right column (the mobile coupon sheet shows the same): the bet slip, empty until the coupon release. */
export function CouponSlot() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<CouponTab>('slip');
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
          </button>
        ))}
      </div>
      <div className={styles.empty} role="tabpanel">
        <span className={styles.icon}>
          <Icon name="coupon" size={24} />
        </span>
        <p className={styles.emptyTitle}>{t(tab === 'slip' ? 'coupon.empty.title' : 'coupon.bets.title')}</p>
        <p className={styles.emptyText}>{t(tab === 'slip' ? 'coupon.empty.text' : 'coupon.bets.text')}</p>
      </div>
    </section>
  );
}
