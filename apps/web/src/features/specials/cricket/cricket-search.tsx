import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { SearchInput } from '../../../shared/ui/search-input/search-input';
import { useChampsByCountry } from '../../sportsbook/api/champs.api';
import { useEventSearch } from '../../sportsbook/api/search.api';
import { EmptyState } from '../../sportsbook/components/feed-state';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import { CRICKET } from './cricket-nav';
import styles from '../components/specials.module.css';

/** Search among cricket matches, teams and competitions (Web_SearchZip kept to cricket's competitions). */
export function CricketSearch() {
  const { t } = useTranslation();
  const lang = useLang();
  const [text, setText] = useState('');
  const champs = useChampsByCountry('line', CRICKET);
  const cricketChamps = new Set(
    (champs.data ?? []).flatMap((country) => country.SC.map((champ) => champ.LI)),
  );
  const search = useEventSearch(text);
  const entries = search.entries.filter((entry) => cricketChamps.has(entry.LI));
  return (
    <div className={styles.lists}>
      <SearchInput
        value={text}
        onChange={setText}
        placeholder={t('specials.cricket.searchPlaceholder')}
        label={t('routes.cricket.search')}
      />
      {text.trim().length < 2 ? (
        <p className={styles.muted}>{t('specials.cricket.searchHint')}</p>
      ) : search.isPending ? (
        <EventListSkeleton rows={3} />
      ) : entries.length === 0 ? (
        <EmptyState title={t('specials.cricket.noResults', { text: text.trim() })} />
      ) : (
        <ul className={`${styles.linkList} ${styles.card}`} aria-label={t('specials.cricket.results')}>
          {entries.map((entry) => (
            <li key={`${entry.kind}-${entry.I}`}>
              <Link to={`/${lang}/cricket/game/${entry.I}`}>
                <span>{[entry.O1, entry.O2].filter(Boolean).join(' — ')}</span>
                <span className={styles.muted}>{entry.L}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
