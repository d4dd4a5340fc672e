import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button/button';
import { notify } from '../../../shared/ui/notification/notification.store';
import { refusalText } from '../../sportsbook/coupon/refusal-text';
import { OfficeCard } from '../../office/ui/office-card';
import { PageEmpty, PageError, PageSkeleton } from '../../office/ui/page-state';
import { useAutoBets, useCancelAutoBet } from '../api/orders.api';
import { OrderCard } from '../order-card';
import styles from '../bets-history.module.css';

/**
 * Auto bets (BET-16): the orders still waiting for their price, each with its stake held and a way to cancel
 * it (the stake comes back to the balance), then those already placed, cancelled or released.
 */
export function AutoBetsPage() {
  const { t } = useTranslation();
  const orders = useAutoBets();
  const cancel = useCancelAutoBet();
  if (orders.isPending) return <PageSkeleton />;
  if (orders.isError) return <PageError error={orders.error} onRetry={() => void orders.refetch()} />;
  const waiting = orders.data.filter((order) => order.status === 'waiting');
  const decided = orders.data.filter((order) => order.status !== 'waiting');

  const cancelOne = (id: number) =>
    cancel.mutate(id, {
      onSuccess: () => notify({ type: 'success', title: t('bets.auto.cancelled', { id }) }),
      onError: (error) => notify({ type: 'error', title: refusalText(error, t) }),
    });

  return (
    <>
      <OfficeCard title={t('bets.auto.waiting')} description={t('bets.auto.text')}>
        {waiting.length === 0 ? (
          <PageEmpty plain icon="coupon" title={t('bets.auto.empty')} text={t('bets.auto.emptyText')} />
        ) : (
          <div className={styles.list}>
            {waiting.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                actions={
                  <div className={styles.cashOut}>
                    <Button
                      variant="outline"
                      size="s"
                      loading={cancel.isPending && cancel.variables === order.id}
                      aria-label={t('bets.auto.cancelLabel', { id: order.id })}
                      onClick={() => cancelOne(order.id)}
                    >
                      {t('bets.auto.cancel')}
                    </Button>
                  </div>
                }
              />
            ))}
          </div>
        )}
      </OfficeCard>
      {decided.length > 0 ? (
        <OfficeCard title={t('bets.auto.decided')}>
          <div className={styles.list}>
            {decided.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </div>
        </OfficeCard>
      ) : null}
    </>
  );
}
