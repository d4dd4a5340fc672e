import { useTranslation } from '../../../../shared/i18n/use-translation';
import { PaymentIcon } from '../../../payments/ui/payment-icon';
import { useOfferedMethods } from '../api/payment-methods.api';
import styles from './registration.module.css';

/**
 * The deposit methods a new player will have (REG-40): at most `limit` of them (the site configuration's
 * registration.paymentsShown, 15 by default), none when the limit is 0 or none is offered.
 */
export function RegistrationPayments({ limit }: { limit: number }) {
  const { t } = useTranslation();
  const offered = useOfferedMethods(limit > 0);
  const shown = (offered.data ?? []).slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <section className={styles.payments} aria-labelledby="registration-payments-title">
      <h3 id="registration-payments-title" className={styles.paymentsTitle}>
        {t('registration.payments.title')}
      </h3>
      <ul className={styles.paymentsList}>
        {shown.map((method) => (
          <li key={method.id} className={styles.payment}>
            <PaymentIcon name={method.type} size={16} />
            <span>{method.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
