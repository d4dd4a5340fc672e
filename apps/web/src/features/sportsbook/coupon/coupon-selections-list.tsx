import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCouponSelections } from '../../../shared/coupon/coupon-selections.store';
import { useOddsFormatStore } from '../../../shared/odds/odds-format.store';
import { SportsbookIcon } from '../components/sportsbook-icon';
import { BetSlipForm } from './bet-slip-form';
import { effectiveKind, legState, priceText, quotedLeg, selectionKey } from './bet-slip-rules';
import { useSlipSettings } from './bet-slip-settings.store';
import { PickStake } from './multi-stakes';
import { useSlipPlacement } from './slip-placement.store';
import { SlipReceipt } from './slip-receipt';
import { useSlipQuote } from './use-slip-quote';
import styles from './coupon-selections-list.module.css';

/**
 * The picked prices in the bet slip: each with its game, market and price, removable one by one or all at
 * once, at their current prices (a move up or down, a suspended or finished game shown on the pick); below
 * them the placing form. With singles at once each pick has its own stake; once they are placed, their receipt
 * takes the slip's place until closed.
 */
export function CouponSelectionsList() {
  const { t } = useTranslation();
  const { selections, quote } = useSlipQuote();
  const remove = useCouponSelections((state) => state.remove);
  const clear = useCouponSelections((state) => state.clear);
  const format = useOddsFormatStore((state) => state.format);
  const multi = useSlipSettings((state) => effectiveKind(state.kind, selections.length) === 'multi');
  const receipt = useSlipPlacement((state) => state.receipt);
  if (receipt) return <SlipReceipt receipt={receipt} />;
  return (
    <div className={styles.slip}>
      <ul className={styles.list} aria-label={t('coupon.title')}>
        {selections.map((selection, index) => {
          const leg = quotedLeg(selection, quote.data?.Events, index);
          const state = legState(selection, leg);
          return (
            <li key={selectionKey(selection)} className={styles.item} data-state={state}>
              <div className={styles.text}>
                <p className={styles.pick}>
                  <span className={styles.selection}>{selection.names.selection}</span>
                  <span className={styles.market}>{selection.names.market}</span>
                </p>
                <p className={styles.game}>{selection.names.game}</p>
                {state === 'blocked' || state === 'finished' ? (
                  <p className={styles.legProblem} role="alert">
                    {t(`coupon.leg.${state}`)}
                  </p>
                ) : null}
              </div>
              <span className={`${styles.price} tabular`} data-move={state}>
                {state === 'up' || state === 'down' ? (
                  <s className={styles.was}>{priceText(selection.price, format)}</s>
                ) : null}
                {priceText(leg && leg.Coef > 0 ? leg.Coef : selection.price, format)}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('sportsbook.coupon.remove', {
                  selection: selection.names.selection,
                  game: selection.names.game,
                })}
                onClick={() => remove(selection)}
              >
                <SportsbookIcon name="close" size={14} />
              </button>
              {multi ? <PickStake selection={selection} index={index} /> : null}
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        <button type="button" className={styles.clear} onClick={clear}>
          {t('sportsbook.coupon.clear')}
        </button>
      </div>
      <BetSlipForm />
    </div>
  );
}
