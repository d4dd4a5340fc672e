import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { ExtraIcon, type ExtraIconName } from '../../../shared/ui/icon/extra-icon';
import styles from './pages.module.css';

const SECTIONS: readonly { path: string; icon: ExtraIconName; titleKey: string; textKey: string }[] = [
  {
    path: 'settings/account',
    icon: 'sliders',
    titleKey: 'routes.office.settingsAccount',
    textKey: 'office.hub.account',
  },
  {
    path: 'settings/mailing',
    icon: 'mail',
    titleKey: 'routes.office.settingsMailing',
    textKey: 'office.hub.mailing',
  },
  {
    path: 'settings/disallowed-sports',
    icon: 'cancel',
    titleKey: 'routes.office.settingsDisallowedSports',
    textKey: 'office.hub.sports',
  },
  { path: 'security', icon: 'key', titleKey: 'routes.office.security', textKey: 'office.hub.security' },
];

/** The settings page (ACC-04): the settings sections, each a page of its own. */
export function SettingsHubPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav className={styles.hub} aria-label={t('routes.office.settings')}>
      {SECTIONS.map((section) => (
        <Link key={section.path} to={`/${lang}/office/${section.path}`} className={styles.hubItem}>
          <span className={styles.hubTitle}>
            <ExtraIcon name={section.icon} size={20} />
            {t(section.titleKey)}
          </span>
          <span className={styles.hubText}>{t(section.textKey)}</span>
        </Link>
      ))}
    </nav>
  );
}
