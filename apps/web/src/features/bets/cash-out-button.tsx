import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { BetView } from '@sportsbook/core/betting/bet-view.schema';
import { cashOutPartValue } from '@sportsbook/core/betting/cash-out-part';
import { Button } from '../../shared/ui/button/button';
import { notify } from '../../shared/ui/notification/notification.store';
import { CouponRefusal } from '../sportsbook/coupon/api/coupon.api';
import { refusalText } from '../sportsbook/coupon/refusal-text';
import { WALLET_KEY } from '../wallet/api/balance.api';
import { BETS_KEY, cashOut } from './api/bets.api';
import { CashOutPart } from './cash-out-part';
import { betMoney } from './sale-money';
import styles from './bets-history.module.css';

/**
 * Cash-out of a running bet at its live value: a first press opens the confirm step, where the player chooses
 * how much of the running stake to sell (all of it at first) and sees what that part pays. A refusal because
 * the value fell shows the server's new value for the chosen part to confirm instead.
 */
export function CashOutButton({ bet }: { bet: BetView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  /** The part of the running stake being confirmed, as typed; null while not confirming. */
  const [part, setPart] = useState<string | null>(null);
  /** The server's value for a part after it refused the one shown (it fell). */
  const [offer, setOffer] = useState<{ part: string; valueMinor: bigint } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sale = bet.cashOut;
  const money = betMoney(bet);
  const liveMinor = sale?.available && sale.value !== null ? (money.minor(sale.value) ?? 0n) : 0n;
  if (liveMinor <= 0n) return null;
  const openMinor = money.minor(bet.openStake) ?? 0n;
  const currency = bet.currency;

  const partMinor = part === null ? null : money.minor(part);
  const chosen = partMinor !== null && partMinor > 0n && partMinor <= openMinor ? partMinor : null;
  const valueMinor =
    chosen === null
      ? null
      : offer?.part === part
        ? offer.valueMinor
        : cashOutPartValue({
            valueMinor: liveMinor,
            taxed: (money.minor(sale?.tax ?? '0') ?? 0n) > 0n,
            partMinor: chosen,
            openStakeMinor: openMinor,
          });

  const choose = (next: string | null) => {
    setPart(next);
    setOffer(null);
    setProblem(null);
  };

  const confirm = async (soldMinor: bigint, seenMinor: bigint) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await cashOut(bet.id, { part: money.text(soldMinor), seen: money.text(seenMinor) });
      const paid = money.text(money.minor(answer.SaleSumm) ?? seenMinor);
      notify({
        type: 'success',
        title:
          soldMinor === openMinor
            ? t('bets.cashOut.done', { value: paid, currency })
            : t('bets.cashOut.partDone', { value: paid, part: money.text(soldMinor), currency }),
      });
      choose(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BETS_KEY }),
        queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
      ]);
    } catch (error) {
      const newValue = (error as CouponRefusal).value as { SaleSumm?: number } | null;
      const newMinor = typeof newValue?.SaleSumm === 'number' ? money.minor(newValue.SaleSumm) : null;
      if (error instanceof CouponRefusal && newMinor !== null) {
        setOffer({ part: part!, valueMinor: newMinor });
        setProblem(t('bets.cashOut.changed', { value: money.text(newMinor), currency }));
      } else {
        setPart(null);
        setProblem(refusalText(error, t));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.cashOut}>
      {part === null ? (
        <Button variant="outline" size="s" onClick={() => choose(money.text(openMinor))}>
          {t('bets.cashOut.button', { value: money.text(liveMinor), currency })}
        </Button>
      ) : (
        <div className={styles.confirm} role="group" aria-label={t('bets.cashOut.confirmLabel')}>
          <CashOutPart
            money={money}
            currency={currency}
            openMinor={openMinor}
            part={part}
            partMinor={chosen}
            onChange={choose}
          />
          <div className={styles.actions}>
            <Button
              variant="primary"
              size="s"
              loading={busy}
              disabled={chosen === null || valueMinor === null || valueMinor <= 0n}
              onClick={() => void confirm(chosen!, valueMinor!)}
            >
              {chosen === null || valueMinor === null
                ? t('bets.cashOut.confirmLabel')
                : t('bets.cashOut.confirm', { value: money.text(valueMinor), currency })}
            </Button>
            <Button variant="ghost" size="s" disabled={busy} onClick={() => choose(null)}>
              {t('bets.cashOut.cancel')}
            </Button>
          </div>
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
