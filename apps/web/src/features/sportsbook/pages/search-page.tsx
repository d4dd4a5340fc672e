import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '@sportsbook/core/format/format-date';
import { useDateDisplay } from '../../../shared/format/use-date-display';
import { useLang } from '../../../shared/i18n/use-lang';
import { SearchInput } from '../../../shared/ui/search-input/search-input';
import { useEventSearch, type SearchEntry } from '../api/search.api';
import { EmptyState, ErrorState } from '../components/feed-state';
import { EventListSkeleton } from '../components/skeletons';
import { SportIcon } from '../components/sport-icon';
import { gamePath } from '../model/game-links';
import { PageHeader } from './page-header';
import styles from './search-page.module.css';
import pageStyles from './pages.module.css';

/** Typing settles this long before the URL (and the search) follows. */
const TYPING_MS = 300;

function ResultRow({ entry }: { entry: SearchEntry }) {
  const { t } = useTranslation();
  const lang = useLang();
  const display = useDateDisplay();
  const start = formatDateTime(entry.S * 1000, 'short', display);
  return (
    <li>
      <Link to={gamePath(lang, entry.kind, entry)} className={styles.result}>
        <SportIcon sportId={entry.SI} size={18} className={styles.icon} />
        <span className={styles.when}>
          {entry.kind === 'live' ? (
            <span className={styles.live}>{t('sportsbook.live.badge')}</span>
          ) : (
            <>
              <span className="tabular">{start.time}</span>
              <span className={`${styles.date} tabular`}>{start.date}</span>
            </>
          )}
        </span>
        <span className={styles.names}>
          <span className={styles.teams}>{entry.O2 ? `${entry.O1} – ${entry.O2}` : entry.O1}</span>
          <span className={styles.champ}>
            {entry.SN} · {entry.L}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Event search (SPT-02 search events, Web_SearchZip): teams and championships in both feeds. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('text') ?? '';
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  useEffect(() => {
    if (text.trim() === query) return;
    const timer = setTimeout(
      () => setParams(text.trim() ? { text: text.trim() } : {}, { replace: true }),
      TYPING_MS,
    );
    return () => clearTimeout(timer);
  }, [text, query, setParams]);
  const search = useEventSearch(query);
  const live = search.entries.filter((entry) => entry.kind === 'live');
  const line = search.entries.filter((entry) => entry.kind === 'line');
  const short = query.trim().length < 2;
  return (
    <div className={pageStyles.page}>
      <PageHeader title={t('sportsbook.search.title')} />
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchInput
          value={text}
          onChange={setText}
          label={t('sportsbook.search.label')}
          placeholder={t('sportsbook.search.placeholder')}
          autoFocus
        />
      </form>
      {short ? (
        <EmptyState title={t('sportsbook.search.hint')} icon="empty" />
      ) : search.isError ? (
        <ErrorState onRetry={search.refetch} />
      ) : search.isPending ? (
        <EventListSkeleton rows={5} />
      ) : search.entries.length === 0 ? (
        <EmptyState
          title={t('sportsbook.search.none', { text: query })}
          text={t('sportsbook.search.noneText')}
        />
      ) : (
        <div className={styles.sections} aria-live="polite">
          {[
            { id: 'live', title: t('sportsbook.live.title'), entries: live },
            { id: 'line', title: t('sportsbook.search.upcoming'), entries: line },
          ]
            .filter((section) => section.entries.length > 0)
            .map((section) => (
              <section key={section.id} aria-labelledby={`search-${section.id}`}>
                <h2 id={`search-${section.id}`} className={styles.sectionTitle}>
                  {section.title} <span className="tabular">{section.entries.length}</span>
                </h2>
                <ul className={styles.list}>
                  {section.entries.map((entry) => (
                    <ResultRow key={`${entry.kind}:${entry.I}`} entry={entry} />
                  ))}
                </ul>
              </section>
            ))}
        </div>
      )}
    </div>
  );
}
