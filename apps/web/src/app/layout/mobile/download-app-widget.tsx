import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { Icon } from '../../../shared/ui/icon/icon';
import styles from './menu-sheet.module.css';

/** The mobile menu's app download (spec section 2), shown only for apps the operator has published. */
export function DownloadAppWidget() {
  const { t } = useTranslation();
  const { application } = useSiteConfig();
  const stores = [
    { id: 'android', labelKey: 'mobileMenu.app.android', app: application.android },
    { id: 'ios', labelKey: 'mobileMenu.app.ios', app: application.ios },
  ].filter((store) => store.app.enabled && store.app.url);
  if (stores.length === 0) return null;
  return (
    <section className={styles.app} aria-labelledby="menu-app">
      <Icon name="phone" size={28} />
      <div>
        <h3 id="menu-app" className={styles.appTitle}>
          {t('mobileMenu.app.title')}
        </h3>
        <div className={styles.appLinks}>
          {stores.map((store) => (
            <a key={store.id} href={store.app.url} target="_blank" rel="noopener noreferrer">
              {t(store.labelKey)}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
