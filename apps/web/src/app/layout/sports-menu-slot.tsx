import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { NavLink, useNavigate } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { Icon, type IconName } from '../../shared/ui/icon/icon';
import { SearchInput } from '../../shared/ui/search-input/search-input';
import styles from './sports-menu-slot.module.css';

const SECTIONS: readonly { path: string; labelKey: string; icon: IconName }[] = [
  { path: 'live', labelKey: 'sportsMenu.live', icon: 'live' },
  { path: 'line', labelKey: 'sportsMenu.line', icon: 'sports' },
  { path: 'favorites', labelKey: 'sportsMenu.favorites', icon: 'trophy' },
  { path: 'express-of-the-day', labelKey: 'sportsMenu.expressOfTheDay', icon: 'coupon' },
  { path: 'results', labelKey: 'sportsMenu.results', icon: 'results' },
];

/** The sports tree (live counters, countries, championships) comes with the sportsbook's own chunk. */
const SportsTree = lazy(() =>
  import('../../features/sportsbook/menu/sports-tree').then((module) => ({ default: module.SportsTree })),
);

/** The left column: event search, the betting sections and the sports tree. */
export function SportsMenuSlot() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) navigate(`/${lang}/search?${new URLSearchParams({ text: query })}`);
  };
  return (
    <div className={styles.menu}>
      <form role="search" onSubmit={search} className={styles.search}>
        <SearchInput
          label={t('sportsMenu.search')}
          placeholder={t('sportsMenu.search')}
          value={text}
          onChange={setText}
        />
      </form>
      <nav aria-label={t('sportsMenu.sections')}>
        <ul className={styles.sections}>
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/${lang}/${section.path}`}
                className={({ isActive }) => `${styles.section} ${isActive ? styles.active : ''}`}
              >
                <Icon name={section.icon} size={18} />
                {t(section.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense
        fallback={
          <section className={styles.sports}>
            <h2 className={styles.heading}>{t('sportsMenu.sports')}</h2>
            <div className={styles.note} />
          </section>
        }
      >
        <SportsTree />
      </Suspense>
    </div>
  );
}
