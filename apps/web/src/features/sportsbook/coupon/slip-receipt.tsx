import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCouponSelections } from '../../../shared/coupon/coupon-selections.store';
import { useOddsFormatStore } from '../../../shared/odds/odds-format.store';
import { Button } from '../../../shared/ui/button/button';
import { priceText } from './bet-slip-rules';
import { useSlipPlacement, type SlipReceipt as Receipt } from './slip-placement.store';
import { useSlipMoney } from './use-slip-money';
import styles from './slip-receipt.module.css';

/**
 * Singles at once placed: each bet with its number, pick, price and stake, the totals and the balance now.
 * "Done" clears the picks; "Keep picks" leaves them in the slip for another bet.
 */
export function SlipReceipt({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const clear = useCouponSelections((state) => state.clear);
  const format = useOddsFormatStore((state) => state.format);
  const money = useSlipMoney();
  const close = () => useSlipPlacement.getState().set({ receipt: null, refusal: null });
  return (
    <section className={styles.receipt} aria-label={t('coupon.multi.placed', { count: receipt.bets.length })}>
      <p className={styles.title} role="status">
        {t('coupon.multi.placed', { count: receipt.bets.length })}
      </p>
      <ul className={styles.bets}>
        {receipt.bets.map((bet) => (
          <li key={bet.id} className={styles.bet} data-testid="placed-bet">
            <span className={styles.number}>{t('coupon.multi.betNumber', { id: bet.id })}</span>
            <span className={styles.pick}>
              {bet.selection.names.selection} · {bet.selection.names.game}
            </span>
            <span className="tabular">
              {t('coupon.multi.betLine', {
                stake: money(bet.stake),
                price: priceText(bet.price, format),
              })}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('coupon.multi.totalStake')}</dt>
          <dd className="tabular" data-testid="receipt-total-stake">
            {money(receipt.total)}
          </dd>
        </div>
        <div>
          <dt>{t('coupon.multi.totalWin')}</dt>
          <dd className="tabular">{money(receipt.possibleWin)}</dd>
        </div>
        {receipt.balance !== undefined ? (
          <div>
            <dt>{t('coupon.multi.balance')}</dt>
            <dd className="tabular">{money(receipt.balance)}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button variant="outline" size="m" onClick={close}>
          {t('coupon.multi.keep')}
        </Button>
        <Button
          variant="primary"
          size="m"
          onClick={() => {
            clear();
            close();
          }}
        >
          {t('coupon.multi.done')}
        </Button>
      </div>
    </section>
  );
}
