import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { Dropdown } from '../../../shared/ui/dropdown/dropdown';
import { Icon } from '../../../shared/ui/icon/icon';
import { MenuLink } from './menu-link';
import { useFittingCount } from './use-fitting-count';
import { useNavItems } from './use-nav-items';
import styles from './header-nav.module.css';

/** The header's section bar: up to `visibleItems` (9) items, the rest under "more" (CFG-26). */
export function HeaderNav() {
  const { t } = useTranslation();
  const { header } = useSiteConfig();
  const items = useNavItems();
  const { containerRef, measureRef, count } = useFittingCount(
    items.length,
    header.visibleItems,
    header.navIndent,
  );
  const visible = items.slice(0, count);
  const rest = items.slice(count);
  return (
    <nav className={styles.nav} aria-label={t('header.nav.label')}>
      <div className={styles.inner} ref={containerRef}>
        <div className={styles.measure} ref={measureRef} aria-hidden="true" inert>
          {items.map((item) => (
            <span key={item.id} className={styles.measureItem}>
              <MenuLink item={item} look="bar" />
            </span>
          ))}
        </div>
        <ul className={styles.list}>
          {visible.map((item) => (
            <li key={item.id}>
              <MenuLink item={item} look="bar" />
            </li>
          ))}
        </ul>
        {rest.length > 0 ? (
          <Dropdown
            mode="hover"
            align="end"
            triggerClassName={styles.more}
            label={
              <>
                <Icon name="more" size={18} />
                {t('header.nav.more')}
              </>
            }
          >
            {(close) => (
              <ul className={styles.moreList}>
                {rest.map((item) => (
                  <li key={item.id}>
                    <MenuLink item={item} look="list" onNavigate={close} />
                  </li>
                ))}
              </ul>
            )}
          </Dropdown>
        ) : null}
      </div>
    </nav>
  );
}
