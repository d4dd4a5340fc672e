import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import { NOT_FOUND_CODE, StatisticsCallError } from '../api/statistics-call';
import { FeedError, GAME_NOT_FOUND } from '../../sportsbook/api/feed-request';
import styles from './stat-states.module.css';

/** Rows of skeleton while a block loads, as tall as the rows that will replace them. */
export function StatSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-label={t('statistics.state.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={18} width={`${92 - ((index * 13) % 30)}%`} />
      ))}
    </div>
  );
}

/** A calm line where data is missing: none exists (empty) or it could not be had (error). */
export function StatMessage({ text, tone = 'empty' }: { text: string; tone?: 'empty' | 'error' }) {
  return (
    <p
      className={`${styles.message} ${tone === 'error' ? styles.error : ''}`}
      role={tone === 'error' ? 'alert' : undefined}
    >
      {text}
    </p>
  );
}

export function isNotFound(error: unknown): boolean {
  return (
    (error instanceof StatisticsCallError && error.code === NOT_FOUND_CODE) ||
    (error instanceof FeedError && error.code === GAME_NOT_FOUND)
  );
}

interface QueryLike {
  isPending: boolean;
  error: unknown;
}

/** The loading, not-found and error states of a block's query; null once its data is there. */
export function QueryState({ query, empty, rows }: { query: QueryLike; empty: string; rows?: number }) {
  const { t } = useTranslation();
  if (query.error) {
    return isNotFound(query.error) ? (
      <StatMessage text={empty} />
    ) : (
      <StatMessage text={t('statistics.state.error')} tone="error" />
    );
  }
  if (query.isPending) return <StatSkeleton rows={rows} />;
  return null;
}
