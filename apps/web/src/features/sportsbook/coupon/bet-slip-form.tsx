import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCouponSelections } from '../../../shared/coupon/coupon-selections.store';
import { Button } from '../../../shared/ui/button/button';
import { useModalStore } from '../../../shared/ui/modal/modal.store';
import { NumericInput } from '../../../shared/ui/numeric-input/numeric-input';
import { notify } from '../../../shared/ui/notification/notification.store';
import { useSession } from '../../auth/api/session.api';
import { useRefreshWallet } from '../../wallet/api/balance.api';
import { CouponRefusal, placeBet } from './api/coupon.api';
import {
  effectiveKind,
  effectiveSystemSize,
  autoBetProblem,
  hasMultiProblem,
  kindsFor,
  placedSingles,
  placementFields,
  refusalPlace,
  refusedSelection,
  sameStakeForAll,
  selectionStakes,
  stakeProblem,
  systemSizes,
  totalStake,
  type CheckCf,
} from './bet-slip-rules';
import { useSlipSettings } from './bet-slip-settings.store';
import { BookingCode } from './booking-code';
import { MultiStakeFields, useMultiProblems } from './multi-stakes';
import { STAKE_INPUT } from './stake-input';
import { useSlipPlacement } from './slip-placement.store';
import { refusalText } from './refusal-text';
import { SlipExtras } from './slip-extras';
import { useSlipQuote } from './use-slip-quote';
import styles from './bet-slip-form.module.css';
import { useSlipMoney } from './use-slip-money';

const POLICIES: readonly CheckCf[] = [2, 1, 0];

/** The placing half of the slip: kind, system size, stake, odds-change policy, possible win, place, save. */
export function BetSlipForm() {
  const { t } = useTranslation();
  const money = useSlipMoney();
  const { isAuthenticated } = useSession();
  const openModal = useModalStore((state) => state.openModal);
  const refreshWallet = useRefreshWallet();
  const replace = useCouponSelections((state) => state.replace);
  const clear = useCouponSelections((state) => state.clear);
  const settings = useSlipSettings();
  const { selections, body, quote } = useSlipQuote();
  const [placing, setPlacing] = useState<{ waitMs: number } | null>(null);
  const { refusal, stakeTouched, set: setPlacement } = useSlipPlacement();
  const setRefusal = (next: CouponRefusal | null) => setPlacement({ refusal: next });
  const setStakeTouched = (touched: boolean) => setPlacement({ stakeTouched: touched });
  const multiProblems = useMultiProblems();
  // A refusal or a stake problem belongs to the slip it was shown in: a slip opened anew starts without them.
  useEffect(() => () => useSlipPlacement.getState().set({ refusal: null, stakeTouched: false }), []);

  const count = selections.length;
  const kind = effectiveKind(settings.kind, count);
  const size = effectiveSystemSize(settings.systemSize, count);
  const value = quote.data;
  const multi = kind === 'multi';
  const problem = stakeProblem(settings.stake, { minBet: value?.minBet, maxBet: value?.maxBet });
  const blocked = multi ? hasMultiProblem(multiProblems) : problem !== null;
  // A refusal of one of the singles shows on that pick's stake (multi-stakes.tsx), not here.
  const stakeRefusal =
    refusal &&
    refusalPlace(refusal.code) === 'stake' &&
    !(multi && refusedSelection(refusal.value) !== undefined)
      ? refusal
      : null;
  const otherRefusal = refusal && refusalPlace(refusal.code) !== 'stake' ? refusal : null;
  const autoBet = settings.autoBet && kind === 'single';
  const combined = kind === 'antiExpress' ? value?.AntiExpressCoef : value?.Coef;

  const acceptPrices = () => {
    const legs = value?.Events ?? [];
    replace(
      selections.map((selection, index) => ({ ...selection, price: legs[index]?.Coef || selection.price })),
    );
    setRefusal(null);
  };

  const place = async () => {
    setStakeTouched(true);
    if (!isAuthenticated) {
      openModal('login');
      return;
    }
    if (blocked || (autoBet && autoBetProblem(settings.autoBetCf, value?.Coef))) return;
    setRefusal(null);
    setPlacing({ waitMs: 0 });
    try {
      const bet = await placeBet({ ...body, ...placementFields(settings, count) }, (waitMs) =>
        setPlacing({ waitMs }),
      );
      if (multi) {
        // Several bets: the slip lists them (slip-receipt.tsx) and keeps the picks until the player is done.
        const stakes = selectionStakes(selections, settings.stakes);
        setPlacement({
          receipt: {
            bets: placedSingles(bet, selections, stakes),
            total: bet.Coupon?.Summ ?? totalStake(stakes),
            possibleWin: value?.PossibleWin ?? 0,
            balance: bet.Balance,
          },
          stakeTouched: false,
        });
        settings.set({ stake: '', stakes: {}, promo: '' });
        return;
      }
      notify(
        bet.AutoBetId
          ? { type: 'success', title: t('coupon.autoBet.accepted', { price: settings.autoBetCf }) }
          : { type: 'success', title: t('coupon.place.accepted', { id: bet.Id }) },
      );
      clear();
      settings.set({ stake: '', promo: '', autoBet: false, autoBetCf: '' });
      setStakeTouched(false);
    } catch (error) {
      if (error instanceof CouponRefusal) {
        setRefusal(error);
        // A refusal about prices or games is shown on the picks from the fresh quote.
        void quote.refetch();
      } else notify({ type: 'error', title: t('coupon.place.failed') });
    } finally {
      setPlacing(null);
      void refreshWallet();
    }
  };

  return (
    <div className={styles.form}>
      {kindsFor(count).length > 1 ? (
        <div
          className={styles.kinds}
          role="radiogroup"
          aria-label={t('coupon.kind.label')}
          data-count={kindsFor(count).length}
        >
          {kindsFor(count).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={kind === option}
              className={styles.kind}
              onClick={() =>
                // Singles start from the stake typed so far on every pick that has none of its own.
                settings.set(
                  option === 'multi'
                    ? {
                        kind: option,
                        stakes: { ...sameStakeForAll(selections, settings.stake), ...settings.stakes },
                      }
                    : { kind: option },
                )
              }
            >
              {t(`coupon.kind.${option}`)}
            </button>
          ))}
        </div>
      ) : (
        <p className={styles.kindName}>{t(`coupon.kind.${kind}`)}</p>
      )}
      {kind === 'system' ? (
        <label className={styles.row}>
          <span>{t('coupon.system.size')}</span>
          <select
            className={styles.select}
            value={size}
            onChange={(event) => settings.set({ systemSize: Number(event.target.value) })}
          >
            {systemSizes(count).map((k) => (
              <option key={k} value={k}>
                {t('coupon.system.option', { k, n: count })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {multi ? (
        <MultiStakeFields />
      ) : (
        <div className={styles.stake}>
          <NumericInput
            {...STAKE_INPUT}
            label={t('coupon.stake.label')}
            placeholder={t('coupon.stake.label')}
            value={settings.stake}
            onChange={(stake) => {
              settings.set({ stake });
              setRefusal(null);
            }}
            onBlur={() => setStakeTouched(true)}
            aria-invalid={Boolean((stakeTouched && problem) || stakeRefusal)}
          />
          {value ? (
            <p className={styles.hint}>
              {t('coupon.stake.limits', { min: value.minBet, max: value.maxBet })}
            </p>
          ) : null}
          {stakeTouched && problem ? (
            <p className={styles.error} role="alert">
              {t(`coupon.stake.${problem}`, { min: value?.minBet, max: value?.maxBet })}
            </p>
          ) : null}
        </div>
      )}
      {stakeRefusal ? (
        <p className={styles.error} role="alert">
          {refusalText(stakeRefusal, t)}
        </p>
      ) : null}
      <label className={styles.row}>
        <span>{t('coupon.policy.label')}</span>
        <select
          className={styles.select}
          value={settings.checkCf}
          onChange={(event) => settings.set({ checkCf: Number(event.target.value) as CheckCf })}
        >
          {POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {t(`coupon.policy.${policy}`)}
            </option>
          ))}
        </select>
      </label>
      <SlipExtras kind={kind} quotedPrice={value?.Coef} showErrors={stakeTouched} />
      <dl className={styles.summary}>
        {multi ? null : (
          <div>
            <dt>{t('sportsbook.coupon.combined')}</dt>
            <dd className="tabular" data-testid="coupon-coef">
              {combined !== undefined ? combined.toFixed(3) : '—'}
            </dd>
          </div>
        )}
        {value && value.BoostSumm > 0 ? (
          <div>
            <dt>{t('coupon.boost', { percent: value.BoostPercent })}</dt>
            <dd className="tabular">{money(value.BoostSumm)}</dd>
          </div>
        ) : null}
        {value && value.TaxSumm > 0 ? (
          <div>
            <dt>{t('coupon.tax')}</dt>
            <dd className="tabular">{money(value.TaxSumm)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t(multi ? 'coupon.multi.totalWin' : 'coupon.possibleWin')}</dt>
          <dd className="tabular" data-testid="coupon-possible-win">
            {value ? money(value.PossibleWin) : '—'}
          </dd>
        </div>
      </dl>
      {value?.changeCf ? (
        <Button variant="outline" size="s" block onClick={acceptPrices}>
          {t('coupon.prices.accept')}
        </Button>
      ) : null}
      {otherRefusal ? (
        <p className={styles.error} role="alert">
          {refusalText(otherRefusal, t)}
        </p>
      ) : null}
      <Button
        variant="primary"
        size="l"
        block
        loading={placing !== null}
        loadingText={
          placing && placing.waitMs > 0
            ? t('coupon.place.waiting', { seconds: Math.ceil(placing.waitMs / 1000) })
            : t('coupon.place.progress')
        }
        onClick={() => void place()}
      >
        {multi ? t('coupon.multi.place', { count }) : t('coupon.place.button')}
      </Button>
      <BookingCode body={body} />
    </div>
  );
}
