import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatOdds } from '@sportsbook/core/odds/format-odds';
import { oddsFromDecimal } from '@sportsbook/core/odds/odds';
import type { OddsFormat } from '@sportsbook/core/odds/odds-format';
import type { FrameBet } from '@sportsbook/core/statistics/frame-messages';
import { Icon } from '../../../shared/ui/icon/icon';
import { useStatisticsOdds } from '../api/use-statistics-odds';
import { useStatisticsBetting } from './use-statistics-betting';
import styles from './bet-price.module.css';

interface BetPriceProps {
  bet: FrameBet;
  label: string;
  /** A suspended selection shows a lock, never a price one could click. */
  blocked?: boolean;
  /** Where the row already names the selection (a table), only the price shows. */
  hideLabel?: boolean;
  /** A page whose address names an odds format (the graph's coefficientView) shows prices in it. */
  format?: OddsFormat;
}

/** A selection's price; where the host takes bets, a button that sends it to the host's coupon. */
export function BetPrice({ bet, label, blocked = false, hideLabel = false, format }: BetPriceProps) {
  const { t } = useTranslation();
  const visitorFormat = useStatisticsOdds().format;
  const betting = useStatisticsBetting();
  const [sending, setSending] = useState(false);
  const odds = oddsFromDecimal(bet.coef);
  const price = odds === undefined ? '—' : formatOdds(odds, format ?? visitorFormat);
  const selected = betting.isSelected(bet);
  const content = (
    <>
      <span className={hideLabel ? 'visually-hidden' : styles.label}>{label}</span>
      {blocked ? (
        <Icon name="lock" size={16} label={t('statistics.bet.suspended')} />
      ) : (
        <span className={styles.price}>{price}</span>
      )}
    </>
  );
  if (!betting.available || blocked) {
    return <span className={`${styles.priceBox} ${blocked ? styles.blocked : ''}`}>{content}</span>;
  }
  return (
    <button
      type="button"
      className={`${styles.priceBox} ${styles.button}`}
      aria-pressed={selected}
      aria-busy={sending || undefined}
      aria-label={t('statistics.bet.add', { selection: label, price })}
      disabled={sending}
      onClick={() => {
        setSending(true);
        void betting.send(bet).finally(() => setSending(false));
      }}
    >
      {content}
    </button>
  );
}
