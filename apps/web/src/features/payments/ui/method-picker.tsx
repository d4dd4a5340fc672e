import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '@sportsbook/core/money/format-money';
import type { PaymentMethodView } from '@sportsbook/core/payments/payment.schema';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { PaymentIcon } from './payment-icon';
import styles from '../payments.module.css';

interface MethodPickerProps {
  methods: readonly PaymentMethodView[];
  currency: string;
  value: string;
  onChange: (methodId: string) => void;
}

/** The methods that take the account's currency, as tiles with their bounds in the amount template (PAY-05). */
export function MethodPicker({ methods, currency, value, onChange }: MethodPickerProps) {
  const { t } = useTranslation();
  const template = useSiteConfig().other.amountTemplate;
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>{t('payments.form.method')}</legend>
      {methods.map((method) => {
        const limits = method.limits.find((l) => l.currency === currency)!;
        return (
          <label key={method.id} className={styles.method}>
            <input
              type="radio"
              name="payment-method"
              value={method.id}
              checked={value === method.id}
              onChange={() => onChange(method.id)}
            />
            <PaymentIcon name={method.type} size={24} className={styles.methodIcon} />
            <span className={styles.methodText}>
              <span className={styles.methodName}>{method.name}</span>
              <span className={styles.muted}>{t(`payments.methodType.${method.type}`)}</span>
              <span className={`${styles.muted} tabular`} dir="ltr">
                {`${formatAmount(limits.min, currency, template)} – ${formatAmount(limits.max, currency, template)}`}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** Methods offered in this currency. */
export function methodsIn(methods: readonly PaymentMethodView[], currency: string | undefined) {
  return methods.filter((method) => method.limits.some((limits) => limits.currency === currency));
}
