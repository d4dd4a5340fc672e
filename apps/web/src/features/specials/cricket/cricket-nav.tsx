import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import styles from '../components/specials.module.css';

export const CRICKET = 66;

const TABS = [
  { id: 'cricket', path: '', label: 'home' },
  { id: 'cricket.events', path: '/events', label: 'events' },
  { id: 'cricket.champs', path: '/champs', label: 'champs' },
  { id: 'cricket.broadcasts', path: '/broadcasts', label: 'broadcasts' },
  { id: 'cricket.favorites', path: '/favorites', label: 'favorites' },
  { id: 'cricket.search', path: '/search', label: 'search' },
] as const;

/** The cricket pages' own navigation. */
export function CricketNav({ current }: { current: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav className={styles.subNav} aria-label={t('specials.cricket.nav')}>
      {TABS.map((tab) => (
        <Link
          key={tab.id}
          to={`/${lang}/cricket${tab.path}`}
          aria-current={tab.id === current ? 'page' : undefined}
        >
          {t(`specials.cricket.tab.${tab.label}`)}
        </Link>
      ))}
    </nav>
  );
}
