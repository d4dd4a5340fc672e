import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, NavLink } from 'react-router';
import { MENU_SORT } from '@sportsbook/core/constants/sports-menu.constants';
import { useLang } from '../../../shared/i18n/use-lang';
import { useChampsByCountry } from '../api/champs.api';
import { useSports } from '../api/sports.api';
import { SportIcon } from '../components/sport-icon';
import { SportsbookIcon } from '../components/sportsbook-icon';
import { MenuSkeleton } from '../components/skeletons';
import { champPath, sportPath } from '../model/game-links';
import { MenuSortSwitch, useMenuSort } from './menu-sort';
import styles from './sports-tree.module.css';

function Countries({ sportId }: { sportId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const champs = useChampsByCountry('line', sportId);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  if (!champs.data) return <MenuSkeleton rows={3} />;
  const toggle = (countryId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(countryId)) next.add(countryId);
      return next;
    });
  return (
    <ul className={styles.countries}>
      {champs.data.map((country) => {
        const expanded = open.has(country.CI) || champs.data.length === 1;
        return (
          <li key={country.CI}>
            <button
              type="button"
              className={styles.country}
              aria-expanded={expanded}
              onClick={() => toggle(country.CI)}
            >
              <span className={styles.name}>{country.CN || t('sportsbook.menu.international')}</span>
              <span className={`${styles.count} tabular`}>{country.GC}</span>
              <SportsbookIcon name="chevron" size={14} className={expanded ? styles.up : styles.down} />
            </button>
            {expanded ? (
              <ul className={styles.champs}>
                {country.SC.map((champ) => (
                  <li key={champ.LI}>
                    <NavLink
                      to={champPath(lang, 'line', champ)}
                      className={({ isActive }) => `${styles.champ} ${isActive ? styles.active : ''}`}
                    >
                      <span className={styles.name}>{champ.L}</span>
                      <span className={`${styles.count} tabular`}>{champ.GC}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The sports menu's tree: every sport with its line count and, when it has live games, a live count linking
 * to them; a sport opens into its countries and those into championships (GetSportsShortZip, GetChampsZip).
 */
export function SportsTree() {
  const { t } = useTranslation();
  const lang = useLang();
  const [sort, setSort] = useMenuSort();
  // The default order is not sent, so the menu shares its answer with the pages that list sports.
  const line = useSports('line', sort === MENU_SORT.sportSort ? undefined : sort);
  const live = useSports('live');
  const [open, setOpen] = useState<number>();
  const liveCount = new Map((live.data ?? []).map((sport) => [sport.I, sport.C]));
  const sports = [...(line.data ?? [])];
  for (const sport of live.data ?? [])
    if (!sports.some((other) => other.I === sport.I)) sports.push({ ...sport, C: 0 });
  const totalLive = [...liveCount.values()].reduce((sum, count) => sum + count, 0);
  return (
    <section className={styles.tree} aria-labelledby="sports-tree-title">
      <div className={styles.heading}>
        <h2 id="sports-tree-title" className={styles.title}>
          {t('sportsMenu.sports')}
        </h2>
        <Link to={`/${lang}/live`} className={styles.liveAll}>
          <span className={styles.dot} aria-hidden="true" />
          {t('sportsbook.live.title')}
          <span className="tabular">{totalLive}</span>
        </Link>
      </div>
      <MenuSortSwitch sort={sort} onChange={setSort} />
      {!line.data ? (
        <MenuSkeleton />
      ) : (
        <ul className={styles.sports}>
          {sports.map((sport) => {
            const expanded = open === sport.I;
            const inPlay = liveCount.get(sport.I) ?? 0;
            return (
              <li key={sport.I}>
                <div className={styles.sportRow}>
                  <NavLink
                    to={sportPath(lang, sport.C > 0 ? 'line' : 'live', sport.I, sport.N)}
                    className={({ isActive }) => `${styles.sport} ${isActive ? styles.active : ''}`}
                  >
                    <SportIcon sportId={sport.I} size={18} className={styles.icon} />
                    <span className={styles.name}>{sport.N}</span>
                  </NavLink>
                  {inPlay > 0 ? (
                    <Link
                      to={sportPath(lang, 'live', sport.I, sport.N)}
                      className={`${styles.live} tabular`}
                      aria-label={t('sportsbook.menu.liveCount', { n: inPlay, sport: sport.N })}
                    >
                      {inPlay}
                    </Link>
                  ) : null}
                  <span className={`${styles.count} tabular`}>{sport.C > 0 ? sport.C : ''}</span>
                  {sport.C > 0 ? (
                    <button
                      type="button"
                      className={styles.expand}
                      aria-expanded={expanded}
                      aria-label={t(expanded ? 'sportsbook.menu.collapse' : 'sportsbook.menu.expand', {
                        sport: sport.N,
                      })}
                      onClick={() => setOpen(expanded ? undefined : sport.I)}
                    >
                      <SportsbookIcon
                        name="chevron"
                        size={14}
                        className={expanded ? styles.up : styles.down}
                      />
                    </button>
                  ) : (
                    <span />
                  )}
                </div>
                {expanded ? <Countries sportId={sport.I} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
