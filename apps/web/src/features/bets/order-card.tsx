import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { BetOrderView } from '@sportsbook/core/betting/bet-view.schema';
import { useDateText } from '../office/ui/use-date-text';
import { legTitle } from './leg-title';
import styles from './bets-history.module.css';

/**
 * An auto bet or a manager (VIP) bet request: its state, stake and target price, its legs as the coupon held
 * them, and what became of it; `actions` holds what the player may still do (cancel a waiting auto bet).
 */
export function OrderCard({ order, actions }: { order: BetOrderView; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const dateText = useDateText();
  return (
    <article
      className={styles.bet}
      aria-label={t(`bets.order.${order.kind}`, { id: order.id })}
      data-status={order.status}
    >
      <header className={styles.head}>
        <span className={styles.kind}>{t(`bets.order.${order.kind}`, { id: order.id })}</span>
        <span className={styles.status}>{t(`bets.order.status.${order.status}`)}</span>
      </header>
      <dl className={styles.figures}>
        <div>
          <dt>{t('bets.order.stake')}</dt>
          <dd className="tabular">
            {order.stake} {order.currency}
          </dd>
        </div>
        {order.targetPrice === null ? null : (
          <div>
            <dt>{t('bets.order.target')}</dt>
            <dd className="tabular">{order.targetPrice.toFixed(2)}</dd>
          </div>
        )}
        <div>
          <dt>{t('bets.order.created')}</dt>
          <dd className="tabular">{dateText(order.createdAt)}</dd>
        </div>
        {order.decidedAt ? (
          <div>
            <dt>{t('bets.order.decided')}</dt>
            <dd className="tabular">{dateText(order.decidedAt)}</dd>
          </div>
        ) : null}
      </dl>
      <ul className={styles.legs}>
        {order.legs.map((leg, index) => (
          <li key={index} className={styles.leg}>
            <span>
              {leg.names ? legTitle(leg.names, i18n.language) : t('bets.order.event', { id: leg.GameId })}
            </span>
            <span className="tabular">{leg.Coef > 0 ? leg.Coef.toFixed(2) : '—'}</span>
          </li>
        ))}
      </ul>
      {order.betId === null ? null : (
        <p className={styles.note}>{t('bets.order.placedAs', { id: order.betId })}</p>
      )}
      {order.reason ? (
        <p className={styles.note}>{t('bets.order.reason', { reason: order.reason })}</p>
      ) : null}
      {actions}
    </article>
  );
}
