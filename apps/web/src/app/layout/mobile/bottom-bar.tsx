import { useTranslation } from '../../../shared/i18n/use-translation';
import { NavLink } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { Icon, type IconName } from '../../../shared/ui/icon/icon';
import { useLayoutStore } from '../layout.store';
import styles from './bottom-bar.module.css';

const LINKS: readonly { path: string; labelKey: string; icon: IconName }[] = [
  { path: 'line', labelKey: 'bottomBar.sports', icon: 'sports' },
  { path: 'live', labelKey: 'bottomBar.live', icon: 'live' },
  { path: 'casino', labelKey: 'bottomBar.casino', icon: 'casino' },
];

/** The mobile bottom bar: Sports, Live, Casino, Coupon (with its count) and Menu. */
export function BottomBar({ couponCount }: { couponCount: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const sheet = useLayoutStore((state) => state.sheet);
  const openSheet = useLayoutStore((state) => state.openSheet);
  return (
    <nav className={styles.bar} aria-label={t('bottomBar.label')}>
      {LINKS.map((link) => (
        <NavLink
          key={link.path}
          to={`/${lang}/${link.path}`}
          className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
        >
          <Icon name={link.icon} size={22} />
          <span className={styles.label}>{t(link.labelKey)}</span>
        </NavLink>
      ))}
      <button
        type="button"
        className={`${styles.item} ${sheet === 'coupon' ? styles.active : ''}`}
        aria-expanded={sheet === 'coupon'}
        onClick={() => openSheet('coupon')}
      >
        <span className={styles.iconWrap}>
          <Icon name="coupon" size={22} />
          {couponCount > 0 ? (
            <span
              className={`${styles.badge} tabular`}
              aria-label={t('bottomBar.couponCount', { count: couponCount })}
            >
              {couponCount}
            </span>
          ) : null}
        </span>
        <span className={styles.label}>{t('bottomBar.coupon')}</span>
      </button>
      <button
        type="button"
        className={`${styles.item} ${sheet === 'menu' ? styles.active : ''}`}
        aria-expanded={sheet === 'menu'}
        onClick={() => openSheet('menu')}
      >
        <Icon name="menu" size={22} />
        <span className={styles.label}>{t('bottomBar.menu')}</span>
      </button>
    </nav>
  );
}
