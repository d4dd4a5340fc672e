import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetView } from '@sportsbook/core/betting/bet-view.schema';
import { Button } from '../../shared/ui/button/button';
import { notify } from '../../shared/ui/notification/notification.store';
import { CouponRefusal } from '../sportsbook/coupon/api/coupon.api';
import { refusalText } from '../sportsbook/coupon/refusal-text';
import { WALLET_KEY } from '../wallet/api/balance.api';
import { BETS_KEY, cashOut } from './api/bets.api';
import styles from './bets-history.module.css';

/**
 * Cash-out of a running bet at its live value: a first press asks to confirm that value; a refusal because the
 * value fell shows the new one to confirm instead.
 */
export function CashOutButton({ bet }: { bet: BetView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const live = Number(bet.cashOut?.value ?? 0);
  if (!bet.cashOut?.available || live <= 0) return null;

  const confirm = async (value: number) => {
    setBusy(true);
    setProblem(null);
    try {
      const sale = await cashOut(bet.id, value);
      notify({
        type: 'success',
        title: t('bets.cashOut.done', { value: sale.SaleSumm.toFixed(2), currency: bet.currency }),
      });
      setConfirming(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BETS_KEY }),
        queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
      ]);
    } catch (error) {
      const newValue = (error as CouponRefusal).value as { SaleSumm?: number } | null;
      if (error instanceof CouponRefusal && typeof newValue?.SaleSumm === 'number') {
        setConfirming(newValue.SaleSumm);
        setProblem(
          t('bets.cashOut.changed', { value: newValue.SaleSumm.toFixed(2), currency: bet.currency }),
        );
      } else {
        setConfirming(null);
        setProblem(refusalText(error, t));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.cashOut}>
      {confirming === null ? (
        <Button variant="outline" size="s" onClick={() => setConfirming(live)}>
          {t('bets.cashOut.button', { value: bet.cashOut.value, currency: bet.currency })}
        </Button>
      ) : (
        <div className={styles.confirm} role="group" aria-label={t('bets.cashOut.confirmLabel')}>
          <Button variant="primary" size="s" loading={busy} onClick={() => void confirm(confirming)}>
            {t('bets.cashOut.confirm', { value: confirming.toFixed(2), currency: bet.currency })}
          </Button>
          <Button variant="ghost" size="s" disabled={busy} onClick={() => setConfirming(null)}>
            {t('bets.cashOut.cancel')}
          </Button>
        </div>
      )}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
