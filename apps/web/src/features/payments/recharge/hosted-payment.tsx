import { useTranslation } from '../../../shared/i18n/use-translation';
import { isOpenStatus } from '@sportsbook/core/payments/payment-status';
import { Button } from '../../../shared/ui/button/button';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import { usePaymentStatus } from '../api/payment.api';
import { PaymentOutcome } from '../ui/payment-panels';
import styles from '../payments.module.css';

/**
 * The provider's payment page in a frame on our page. The frame needs no messages from the provider: the
 * payment's status is asked every moment, and once it settles the frame gives way to the outcome.
 */
export function HostedFrame({ id, url, onClose }: { id: number; url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const status = usePaymentStatus(id);
  if (status.data && !isOpenStatus(status.data.status)) {
    return <PaymentOutcome payment={status.data} onAgain={onClose} />;
  }
  return (
    <div className={styles.hosted}>
      <p className={styles.muted}>{t('payments.hosted.hint')}</p>
      <iframe className={styles.frame} src={url} title={t('payments.hosted.title')} />
      <Button variant="ghost" onClick={onClose}>
        {t('payments.hosted.back')}
      </Button>
    </div>
  );
}

/** Back from the provider's page in the window (`?payment=<id>`): its outcome, once known. */
export function ReturnedPayment({ id, onAgain }: { id: number; onAgain: () => void }) {
  const status = usePaymentStatus(id);
  if (!status.data) return <Skeleton height={180} radius={12} />;
  return <PaymentOutcome payment={status.data} onAgain={onAgain} />;
}
