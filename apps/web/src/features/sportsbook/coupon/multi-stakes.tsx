import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CouponSelection } from '../../../shared/coupon/coupon-selections.store';
import { NumericInput } from '../../../shared/ui/numeric-input/numeric-input';
import {
  MULTI_MAX_SELECTIONS,
  multiProblems,
  refusalPlace,
  refusedSelection,
  sameStakeForAll,
  selectionKey,
  selectionStakes,
  totalStake,
} from './bet-slip-rules';
import { useSlipSettings } from './bet-slip-settings.store';
import { useSlipPlacement } from './slip-placement.store';
import { refusalText } from './refusal-text';
import { useSlipQuote } from './use-slip-quote';
import styles from './bet-slip-form.module.css';
import { useSlipMoney } from './use-slip-money';
import { STAKE_INPUT } from './stake-input';

/** Each pick's problems (stake, and the limit of picks) against the quote's minimum and per-bet maximums. */
export function useMultiProblems() {
  const { selections, quote } = useSlipQuote();
  const stakes = useSlipSettings((state) => state.stakes);
  return multiProblems(selectionStakes(selections, stakes), {
    minBet: quote.data?.minBet,
    maxBets: quote.data?.Groups?.map((group) => group.maxBet),
  });
}

/** Singles at once: one pick's own stake, with its possible win, its problem and a refusal of its bet. */
export function PickStake({ selection, index }: { selection: CouponSelection; index: number }) {
  const { t } = useTranslation();
  const money = useSlipMoney();
  const key = selectionKey(selection);
  const stake = useSlipSettings((state) => state.stakes[key] ?? '');
  const setSettings = useSlipSettings((state) => state.set);
  const { quote } = useSlipQuote();
  const { refusal, stakeTouched, set } = useSlipPlacement();
  const problem = useMultiProblems().stakes[index];
  const refused =
    refusal && refusalPlace(refusal.code) === 'stake' && refusedSelection(refusal.value) === index
      ? refusal
      : null;
  const quoted = quote.data?.Groups?.[index];
  const limits = { min: quote.data?.minBet, max: quoted?.maxBet };
  return (
    <div className={styles.pickStake}>
      <NumericInput
        {...STAKE_INPUT}
        label={t('coupon.multi.pickStake', {
          selection: selection.names.selection,
          game: selection.names.game,
        })}
        placeholder={t('coupon.stake.label')}
        value={stake}
        onChange={(value) => {
          setSettings({ stakes: { ...useSlipSettings.getState().stakes, [key]: value } });
          set({ refusal: null });
        }}
        onBlur={() => set({ stakeTouched: true })}
        aria-invalid={Boolean((stakeTouched && problem) || refused)}
      />
      <span className={`${styles.hint} tabular`} data-testid="pick-possible-win">
        {t('coupon.multi.pickWin', { amount: quoted ? money(quoted.PossibleWin) : '—' })}
      </span>
      {stakeTouched && problem ? (
        <p className={styles.error} role="alert">
          {t(`coupon.stake.${problem}`, limits)}
        </p>
      ) : null}
      {refused ? (
        <p className={styles.error} role="alert">
          {refusalText(refused, t)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Singles at once in the form: the "same stake for all" field (typing it puts the stake on every pick), the
 * limit of picks said before sending, and the total staked.
 */
export function MultiStakeFields() {
  const { t } = useTranslation();
  const money = useSlipMoney();
  const { selections, quote } = useSlipQuote();
  const stake = useSlipSettings((state) => state.stake);
  const stakes = useSlipSettings((state) => state.stakes);
  const setSettings = useSlipSettings((state) => state.set);
  const setPlacement = useSlipPlacement((state) => state.set);
  const { tooMany } = useMultiProblems();
  return (
    <div className={styles.stake}>
      <NumericInput
        {...STAKE_INPUT}
        label={t('coupon.multi.sameStake')}
        placeholder={t('coupon.multi.sameStake')}
        value={stake}
        onChange={(same) => {
          setSettings({ stake: same, stakes: sameStakeForAll(selections, same) });
          setPlacement({ refusal: null });
        }}
      />
      {quote.data ? (
        <p className={styles.hint}>{t('coupon.multi.limits', { min: quote.data.minBet })}</p>
      ) : null}
      {tooMany ? (
        <p className={styles.error} role="alert">
          {t('coupon.multi.tooMany', { max: MULTI_MAX_SELECTIONS, count: selections.length })}
        </p>
      ) : null}
      <p className={styles.row}>
        <span>{t('coupon.multi.totalStake')}</span>
        <span className="tabular" data-testid="coupon-total-stake">
          {money(totalStake(selectionStakes(selections, stakes)))}
        </span>
      </p>
    </div>
  );
}
