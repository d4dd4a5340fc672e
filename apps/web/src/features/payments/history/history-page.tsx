import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePaymentHistory, type HistoryScope } from '../api/history.api';
import { PaymentList } from './payment-list';
import { SourceFilter } from './source-filter';
import styles from '../payments.module.css';

/**
 * Payment history (PAY-09, PAY-10): the main account's payments, or those of the player's other accounts, newest
 * first, of every source or of one; the archive (older payments) only when asked for.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<HistoryScope>('main');
  const [archive, setArchive] = useState(false);
  const [source, setSource] = useState<string | null>(null);
  const history = usePaymentHistory(scope, archive, source);
  return (
    <div className={styles.card}>
      <div className={styles.toolbar}>
        <div className={styles.tabs} role="tablist" aria-label={t('payments.history.scope')}>
          {(['main', 'other'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={scope === option}
              className={styles.tab}
              onClick={() => setScope(option)}
            >
              {t(`payments.history.${option}`)}
            </button>
          ))}
        </div>
        <SourceFilter value={source} onChange={setSource} />
        <label className={styles.check}>
          <input type="checkbox" checked={archive} onChange={(event) => setArchive(event.target.checked)} />
          {t('payments.history.includeArchive')}
        </label>
      </div>
      <PaymentList query={history} emptyTitle={t('payments.history.empty')} />
    </div>
  );
}
