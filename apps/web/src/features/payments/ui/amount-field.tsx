import { useId } from 'react';
import { AMOUNT_INPUT_OPTIONS } from '@sportsbook/core/input/numeric-input';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OVER_AMOUNT_INFO_THRESHOLD } from '@sportsbook/core/constants/limits.constants';
import { formatAmount } from '@sportsbook/core/money/format-money';
import { useMessageText } from '../../../shared/i18n/use-message-text';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { NumericInput } from '../../../shared/ui/numeric-input/numeric-input';
import { isAbove, presetAmounts } from './amount-math';
import styles from '../payments.module.css';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  currency: string;
  decimals: number;
  limits: { min: string; max: string } | undefined;
  errors: readonly string[];
}

/**
 * The amount, typed under the numeric-input rules (digits and one point, decimals cut to the currency's,
 * brought within the method's bounds on leaving the field), with one-tap amounts and, above 4 000 000, the
 * over-amount information (PAY-16).
 */
export function AmountField({ value, onChange, currency, decimals, limits, errors }: AmountFieldProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const template = useSiteConfig().other.amountTemplate;
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.legend}>
        {t('payments.form.amount', { currency })}
      </label>
      <NumericInput
        id={id}
        label={t('payments.form.amount', { currency })}
        value={value}
        onChange={onChange}
        {...AMOUNT_INPUT_OPTIONS}
        accuracy={decimals}
        min={limits ? Number(limits.min) : undefined}
        max={limits ? Number(limits.max) : undefined}
        aria-invalid={errors.length > 0 || undefined}
      />
      {limits ? (
        <>
          <p className={styles.muted} dir="auto">
            {t('payments.form.limits', {
              min: formatAmount(limits.min, currency, template),
              max: formatAmount(limits.max, currency, template),
            })}
          </p>
          <div className={styles.presets}>
            {presetAmounts(limits.min, limits.max, decimals).map((preset) => (
              <button key={preset} type="button" className={styles.preset} onClick={() => onChange(preset)}>
                <span dir="ltr">{preset}</span>
              </button>
            ))}
          </div>
        </>
      ) : null}
      {errors.map((key) => (
        <p key={key} className={styles.error} role="alert">
          {messageText(key)}
        </p>
      ))}
      {isAbove(value, OVER_AMOUNT_INFO_THRESHOLD) ? (
        <p className={styles.info} role="note">
          {t('payments.form.overAmountInfo')}
        </p>
      ) : null}
    </div>
  );
}
