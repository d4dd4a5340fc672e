import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCouponSelections } from '../../../shared/coupon/coupon-selections.store';
import { Button } from '../../../shared/ui/button/button';
import { loadCoupon, saveCoupon } from './api/coupon.api';
import { useSlipSettings } from './bet-slip-settings.store';
import { selectionsFromCoupon, slipKindOfVid, stakesFromCoupon } from './loaded-coupon';
import { refusalText } from './refusal-text';
import styles from './bet-slip-form.module.css';

/** Save the slip as a booking code (when it has picks) and load a code into the slip (always). */
export function BookingCode({ body }: { body?: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const replace = useCouponSelections((state) => state.replace);
  const setSettings = useSlipSettings((state) => state.set);
  const [saved, setSaved] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(refusalText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const load = () =>
    run(async () => {
      const coupon = await loadCoupon(code, i18n.language);
      const selections = selectionsFromCoupon(coupon);
      replace(selections);
      setSettings({
        kind: slipKindOfVid(coupon.Vid),
        systemSize: coupon.expressNum || 2,
        stakes: stakesFromCoupon(coupon, selections),
      });
      if (coupon.HasRemoveEvents) setProblem(t('coupon.code.removed'));
      setCode('');
    });

  return (
    <div className={styles.booking}>
      {body ? (
        <div className={styles.row}>
          <Button
            size="s"
            variant="ghost"
            disabled={busy}
            onClick={() => void run(async () => setSaved(await saveCoupon(body)))}
          >
            {t('coupon.code.save')}
          </Button>
          {saved ? (
            <output className={styles.code} aria-label={t('coupon.code.saved')} data-testid="booking-code">
              {saved}
            </output>
          ) : null}
        </div>
      ) : null}
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) void load();
        }}
      >
        <input
          className={styles.codeInput}
          value={code}
          maxLength={12}
          aria-label={t('coupon.code.label')}
          placeholder={t('coupon.code.label')}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button size="s" variant="outline" type="submit" disabled={busy || !code.trim()}>
          {t('coupon.code.load')}
        </Button>
      </form>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
