import { useTranslation } from '../../shared/i18n/use-translation';
import type { BetView } from '@sportsbook/core/betting/bet-view.schema';
import { CashOutButton } from './cash-out-button';
import { legTitle } from './leg-title';
import styles from './bets-history.module.css';

/**
 * One bet of the history: kind, status, stake (and, after a partial cash-out, the stake still running and what
 * was sold for), price, win; its legs in the details; cash-out while running.
 */
export function BetCard({ bet }: { bet: BetView }) {
  const { t, i18n } = useTranslation();
  const kind =
    bet.kind === 'system' && bet.systemSize
      ? t('bets.kind.systemOf', { k: bet.systemSize, n: bet.legs.length })
      : t(`bets.kind.${bet.kind}`);
  return (
    <article className={styles.bet} aria-label={t('bets.bet', { id: bet.id })} data-status={bet.status}>
      <header className={styles.head}>
        <span className={styles.kind}>{kind}</span>
        <span className={styles.status}>{t(`bets.status.${bet.status}`)}</span>
      </header>
      <dl className={styles.figures}>
        <div>
          <dt>{t('bets.stake')}</dt>
          <dd className="tabular">
            {bet.stake} {bet.currency}
          </dd>
        </div>
        {bet.openStake !== bet.stake && bet.status === 'open' ? (
          <div>
            <dt>{t('bets.openStake')}</dt>
            <dd className="tabular">
              {bet.openStake} {bet.currency}
            </dd>
          </div>
        ) : null}
        {Number(bet.sold) > 0 ? (
          <div>
            <dt>{t('bets.sold')}</dt>
            <dd className="tabular">
              {bet.sold} {bet.currency}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('bets.price')}</dt>
          <dd className="tabular">{bet.price.toFixed(3)}</dd>
        </div>
        <div>
          <dt>{bet.paid === null ? t('bets.possibleWin') : t('bets.paid')}</dt>
          <dd className="tabular">
            {bet.paid ?? bet.possibleWin} {bet.currency}
          </dd>
        </div>
      </dl>
      <details className={styles.details}>
        <summary>
          {t('bets.details', { id: bet.id })} · {new Date(bet.placedAt).toLocaleString(i18n.language)}
        </summary>
        <ul className={styles.legs}>
          {bet.legs.map((leg) => (
            <li key={leg.index} className={styles.leg}>
              <span>{legTitle(leg.names, i18n.language)}</span>
              <span className="tabular">{leg.price.toFixed(3)}</span>
              <span className={styles.legResult}>{t(`bets.leg.${leg.result ?? 'open'}`)}</span>
            </li>
          ))}
        </ul>
      </details>
      <CashOutButton bet={bet} />
    </article>
  );
}
