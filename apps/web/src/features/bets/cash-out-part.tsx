import { useTranslation } from '../../shared/i18n/use-translation';
import { AMOUNT_INPUT_OPTIONS } from '@sportsbook/core/input/numeric-input';
import { Button } from '../../shared/ui/button/button';
import { NumericInput } from '../../shared/ui/numeric-input/numeric-input';
import type { BetMoney } from './sale-money';
import styles from './bets-history.module.css';

/** The quick choices, in percent of the running stake. */
const SHARES = [25, 50, 75, 100] as const;

/**
 * The part of a running stake to cash out: typed, slid (one minor unit a step) or one of the quick shares.
 * `part` is the text as typed, so a half-typed "1." stays while the player goes on typing.
 */
export function CashOutPart({
  money,
  currency,
  openMinor,
  part,
  partMinor,
  onChange,
}: {
  money: BetMoney;
  currency: string;
  openMinor: bigint;
  part: string;
  /** The part in minor units when it is one (above zero, at most the running stake), else null. */
  partMinor: bigint | null;
  onChange: (part: string) => void;
}) {
  const { t } = useTranslation();
  const label = t('bets.cashOut.part');
  return (
    <div className={styles.part}>
      <div className={styles.partField}>
        <span>{label}</span>
        <NumericInput
          label={label}
          value={part}
          {...AMOUNT_INPUT_OPTIONS}
          accuracy={money.scale}
          min={Number(money.text(1n))}
          max={Number(money.text(openMinor))}
          aria-invalid={partMinor === null}
          className={styles.partInput}
          onChange={onChange}
        />
        <span>{currency}</span>
      </div>
      <input
        type="range"
        className={styles.slider}
        aria-label={label}
        aria-valuetext={`${money.text(partMinor ?? openMinor)} ${currency}`}
        min={1}
        max={Number(openMinor)}
        step={1}
        value={Number(partMinor ?? openMinor)}
        onChange={(event) => onChange(money.text(BigInt(event.target.value)))}
      />
      <div className={styles.shares} role="group" aria-label={t('bets.cashOut.shares')}>
        {SHARES.map((percent) => {
          const minor = (openMinor * BigInt(percent)) / 100n;
          return (
            <Button
              key={percent}
              variant="outline"
              size="s"
              toggled={minor === partMinor}
              disabled={minor <= 0n}
              onClick={() => onChange(money.text(minor))}
            >
              {percent === 100 ? t('bets.cashOut.all') : t('bets.cashOut.share', { percent })}
            </Button>
          );
        })}
      </div>
      <p className={styles.note}>
        {partMinor !== null
          ? partMinor < openMinor
            ? t('bets.cashOut.keeps', { value: money.text(openMinor - partMinor), currency })
            : t('bets.cashOut.whole')
          : t('bets.cashOut.partRange', { max: money.text(openMinor), currency })}
      </p>
    </div>
  );
}
