import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button/button';
import { notify } from '../../../shared/ui/notification/notification.store';
import { useFailureNotice } from '../../wallet/use-failure-notice';
import { useCancelRequest, usePaymentRequests } from '../api/history.api';
import { PaymentList } from './payment-list';
import styles from '../payments.module.css';

/** Payment requests (PAY-12): the player's withdrawals; a pending one can be taken back. */
export function RequestsPage() {
  const { t } = useTranslation();
  const [onlyOpen, setOnlyOpen] = useState(false);
  const requests = usePaymentRequests(onlyOpen);
  const cancel = useCancelRequest();
  const failed = useFailureNotice();
  return (
    <div className={styles.card}>
      <div className={styles.toolbar}>
        <p className={styles.muted}>{t('payments.requests.text')}</p>
        <label className={styles.check}>
          <input type="checkbox" checked={onlyOpen} onChange={(event) => setOnlyOpen(event.target.checked)} />
          {t('payments.requests.onlyOpen')}
        </label>
      </div>
      <PaymentList
        query={requests}
        emptyTitle={t('payments.requests.empty')}
        actions={(payment) =>
          payment.canCancel ? (
            <Button
              size="s"
              variant="outline"
              loading={cancel.isPending && cancel.variables === payment.id}
              onClick={() =>
                cancel.mutate(payment.id, {
                  onError: failed,
                  onSuccess: () => notify({ type: 'success', text: t('payments.requests.cancelled') }),
                })
              }
            >
              {t('payments.requests.cancel')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
