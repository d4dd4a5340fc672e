import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { useGames } from '../api/games.api';
import { useSports } from '../api/sports.api';
import { EmptyState } from '../components/feed-state';
import { SportIcon } from '../components/sport-icon';
import { useListTopics } from '../live/use-list-topics';
import { GamesView } from './games-view';
import { PageHeader } from './page-header';
import styles from './sport-filter-page.module.css';
import pageStyles from './pages.module.css';

/** The sport filter (SPT-02): the line of several chosen sports at once, in the upcoming groups. */
export function SportFilterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = useMemo(
    () =>
      (params.get('sports') ?? '')
        .split(',')
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0),
    [params],
  );
  const sports = useSports('line');
  const games = useGames('line', { sports: chosen, count: 1000 }, chosen.length > 0);
  const topics = useMemo<LiveTopic[]>(
    () => chosen.map((id) => ({ kind: 'sport', id, live: false })),
    [chosen],
  );
  useListTopics(topics, games.data?.length);
  const toggle = (id: number) => {
    const next = chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id];
    setParams(next.length ? { sports: next.join(',') } : {}, { replace: true });
  };
  return (
    <div className={pageStyles.page}>
      <PageHeader title={t('routes.sportFilter')} sub={t('sportsbook.filter.sub')} />
      <fieldset className={styles.sports}>
        <legend className="visually-hidden">{t('sportsbook.sports.label')}</legend>
        {(sports.data ?? []).map((sport) => (
          <label key={sport.I} className={styles.sport}>
            <input type="checkbox" checked={chosen.includes(sport.I)} onChange={() => toggle(sport.I)} />
            <SportIcon sportId={sport.I} size={16} />
            <span>{sport.N}</span>
            <span className={`${styles.count} tabular`}>{sport.C}</span>
          </label>
        ))}
      </fieldset>
      {chosen.length === 0 ? (
        <EmptyState title={t('sportsbook.filter.choose')} />
      ) : (
        <GamesView
          games={games.data}
          kind="line"
          sections={{ by: 'buckets' }}
          isPending={games.isPending}
          isError={games.isError}
          onRetry={() => void games.refetch()}
          emptyTitle={t('sportsbook.empty.line')}
        />
      )}
    </div>
  );
}
