import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLang } from '../../shared/i18n/use-lang';
import { BetCard } from './bet-card';
import { useBetsHistory } from './api/bets.api';
import styles from './open-bets-panel.module.css';

/** Running bets of the last month: the coupon's "My bets" tab lists them (the history's first page). */
const OPEN_FILTER = { status: 'open', days: 30, page: 1 } as const;
/** The tab is narrow: the newest few, the history page has the rest. */
const SHOWN = 10;

/**
 * The coupon's "My bets" tab for a logged-in player: the running bets with their cash-out, refreshed as prices
 * move, and the way to the whole history.
 */
export function OpenBetsPanel() {
  const { t } = useTranslation();
  const lang = useLang();
  const history = useBetsHistory(OPEN_FILTER);
  const bets = history.data?.bets ?? [];
  return (
    <div className={styles.panel}>
      {history.isPending ? (
        <p className={styles.note} role="status">
          {t('common.loading')}
        </p>
      ) : bets.length === 0 ? (
        <p className={styles.note}>{t('coupon.bets.none')}</p>
      ) : (
        bets.slice(0, SHOWN).map((bet) => <BetCard key={bet.id} bet={bet} />)
      )}
      <Link to={`/${lang}/office/history`} className={styles.all}>
        {t('coupon.bets.all')}
      </Link>
    </div>
  );
}
