import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import styles from '../components/specials.module.css';

export const CHAMPIONSHIP_TABS = [
  { id: 'championship', path: '', key: 'specials.championship.matches' },
  { id: 'championship.final', path: '/final', key: 'routes.championship.final' },
  { id: 'championship.news', path: '/news', key: 'routes.championship.news' },
  { id: 'championship.favorites', path: '/favorites', key: 'routes.championship.favorites' },
] as const;

/** The championship pages' own navigation: matches, final, news, favourites. */
export function ChampionshipNav({ current }: { current: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav className={styles.subNav} aria-label={t('specials.championship.nav')}>
      {CHAMPIONSHIP_TABS.map((tab) => (
        <Link
          key={tab.id}
          to={`/${lang}/championship${tab.path}`}
          aria-current={tab.id === current ? 'page' : undefined}
        >
          {t(tab.key)}
        </Link>
      ))}
    </nav>
  );
}
