import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PaymentStatus } from '@sportsbook/core/payments/payment-status';
import styles from '../payments.module.css';

const TONES: Record<PaymentStatus, 'toneOk' | 'toneBad' | 'toneWait' | 'toneMuted'> = {
  created: 'toneWait',
  pending: 'toneWait',
  approved: 'toneWait',
  processing: 'toneWait',
  succeeded: 'toneOk',
  failed: 'toneBad',
  rejected: 'toneBad',
  refunded: 'toneMuted',
  cancelled: 'toneMuted',
};

/** A payment's status as a coloured word (green done, red refused, amber under way). */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <span className={`${styles.badge} ${styles[TONES[status]]}`}>{t(`payments.status.${status}`)}</span>;
}
