import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/button/button';
import { useBetsHistory, type HistoryFilter, type HistoryKind, type HistoryStatus } from './api/bets.api';
import { BetCard } from './bet-card';
import styles from './bets-history.module.css';

const STATUSES: readonly HistoryStatus[] = ['open', 'settled', 'all'];
const KINDS: readonly HistoryKind[] = ['single', 'express', 'system', 'anti'];
const PERIODS = [1, 7, 30, 90] as const;

/** Bets history (spec section 2): open and settled bets with filters, 50 per page, details and cash-out. */
export function BetsHistoryPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<HistoryFilter>({ status: 'open', days: 7, page: 1 });
  const history = useBetsHistory(filter);
  const change = (patch: Partial<HistoryFilter>) =>
    setFilter((current) => ({ ...current, page: 1, ...patch }));
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.tabs} role="tablist" aria-label={t('bets.filter.status')}>
          {STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              role="tab"
              aria-selected={filter.status === status}
              className={styles.tab}
              onClick={() => change({ status })}
            >
              {t(`bets.filter.${status}`)}
            </button>
          ))}
        </div>
        <select
          className={styles.select}
          aria-label={t('bets.filter.kind')}
          value={filter.kind ?? ''}
          onChange={(event) => change({ kind: (event.target.value || undefined) as HistoryKind | undefined })}
        >
          <option value="">{t('bets.filter.anyKind')}</option>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`bets.kind.${kind}`)}
            </option>
          ))}
        </select>
        <select
          className={styles.select}
          aria-label={t('bets.filter.period')}
          value={filter.days}
          onChange={(event) => change({ days: Number(event.target.value) })}
        >
          {PERIODS.map((days) => (
            <option key={days} value={days}>
              {t('bets.filter.days', { count: days })}
            </option>
          ))}
        </select>
      </div>
      {history.isError ? (
        <p role="alert" className={styles.problem}>
          {t('bets.loadFailed')}
        </p>
      ) : null}
      {history.data && history.data.bets.length === 0 ? (
        <p className={styles.empty}>{t('bets.empty')}</p>
      ) : null}
      <div className={styles.list}>
        {history.data?.bets.map((bet) => (
          <BetCard key={bet.id} bet={bet} />
        ))}
      </div>
      {history.data?.hasMore ? (
        <Button
          variant="outline"
          onClick={() => setFilter((current) => ({ ...current, page: current.page + 1 }))}
        >
          {t('bets.more')}
        </Button>
      ) : null}
    </div>
  );
}
