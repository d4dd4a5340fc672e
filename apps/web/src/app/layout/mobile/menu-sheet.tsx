import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useSession } from '../../../features/auth/api/session.api';
import { useLogoutFlow } from '../../../features/auth/use-logout-flow';
import { MobileBalance } from '../../../features/wallet/mobile-balance';
import { useLang } from '../../../shared/i18n/use-lang';
import { useOddsFormatStore } from '../../../shared/odds/odds-format.store';
import { ODDS_FORMAT_OPTIONS } from '../../../shared/odds/odds-formats';
import { ODDS_SAMPLES } from '../../../shared/odds/odds-samples';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { Button } from '../../../shared/ui/button/button';
import { Icon } from '../../../shared/ui/icon/icon';
import { useModalStore } from '../../../shared/ui/modal/modal.store';
import { Sheet } from '../../../shared/ui/sheet/sheet';
import { ACCOUNT_LINKS } from '../header/account-links';
import { MenuLink } from '../header/menu-link';
import { ThemeToggle } from '../header/theme-toggle';
import { LanguageName } from '../header/language-name';
import { useLanguageOptions } from '../header/use-language-options';
import { useNavItems } from '../header/use-nav-items';
import { DownloadAppWidget } from './download-app-widget';
import styles from './menu-sheet.module.css';

function AccountBlock({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const openModal = useModalStore((state) => state.openModal);
  const logout = useLogoutFlow();
  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  if (!user) {
    return (
      <div className={styles.guest}>
        <Button variant="outline" size="l" onClick={then(() => openModal('login'))}>
          {t('header.login')}
        </Button>
        <Button variant="primary" size="l" onClick={then(() => openModal('registration'))}>
          {t('header.registration')}
        </Button>
      </div>
    );
  }
  return (
    <section className={styles.group} aria-label={t('account.menu.label')}>
      <p className={styles.user}>
        <Icon name="user" size={18} />
        {user.login}
      </p>
      <MobileBalance onNavigate={onClose} />
      <ul className={styles.grid}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.path}>
            <Link to={`/${lang}/${link.path}`} className={styles.row} onClick={onClose}>
              <Icon name={link.icon} size={18} />
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.row} onClick={then(logout)}>
            <Icon name="logout" size={18} />
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </section>
  );
}

function Preferences() {
  const { t } = useTranslation();
  const lang = useLang();
  const config = useSiteConfig();
  const languages = useLanguageOptions();
  const format = useOddsFormatStore((state) => state.format);
  const setFormat = useOddsFormatStore((state) => state.setFormat);
  return (
    <section className={styles.group} aria-labelledby="menu-preferences">
      <h3 id="menu-preferences" className={styles.heading}>
        {t('mobileMenu.preferences')}
      </h3>
      <div className={styles.segmented} role="group" aria-label={t('header.language')}>
        {languages.map((option) => (
          <Link
            key={option.code}
            to={option.href}
            lang={option.code}
            aria-current={option.code === lang ? 'true' : undefined}
          >
            <LanguageName option={option} />
          </Link>
        ))}
      </div>
      {config.boolean.oddsFormatSwitcher ? (
        <label className={styles.select}>
          <span>{t('odds.label')}</span>
          <select value={format} onChange={(event) => setFormat(event.target.value as typeof format)}>
            {ODDS_FORMAT_OPTIONS.map((option) => (
              <option key={option.format} value={option.format}>
                {`${t(option.labelKey)} (${ODDS_SAMPLES[option.format]})`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {config.boolean.themeSwitcher ? (
        <div className={styles.select}>
          <span>{t('mobileMenu.theme')}</span>
          <ThemeToggle className={styles.theme} />
        </div>
      ) : null}
    </section>
  );
}

/** The mobile menu: account, every section, preferences, information and the app download. */
export function MenuSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const items = useNavItems();
  const { footer } = useSiteConfig();
  return (
    <Sheet title={t('bottomBar.menu')} onClose={onClose}>
      <div className={styles.content}>
        <AccountBlock onClose={onClose} />
        <nav className={styles.group} aria-label={t('header.nav.label')}>
          <ul className={styles.grid}>
            {items.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} look="list" onNavigate={onClose} />
              </li>
            ))}
          </ul>
        </nav>
        <Preferences />
        <DownloadAppWidget />
        <nav className={styles.group} aria-labelledby="menu-information">
          <h3 id="menu-information" className={styles.heading}>
            {t('footer.column.information')}
          </h3>
          <ul className={styles.list}>
            {footer.infoLinks.map((link) => (
              <li key={link.link}>
                <Link to={`/${lang}${link.link}`} className={styles.row} onClick={onClose}>
                  {t(link.langKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Sheet>
  );
}
