import { useTranslation } from '../../../shared/i18n/use-translation';
import { OfficeCard } from '../../office/ui/office-card';
import { PageEmpty, PageError, PageSkeleton } from '../../office/ui/page-state';
import { useManagerBets } from '../api/orders.api';
import { OrderCard } from '../order-card';
import styles from '../bets-history.module.css';

/** Manager bets (BET-26): the player's bets over the maximum stake, sent to an operator, and the decisions. */
export function ManagerBetsPage() {
  const { t } = useTranslation();
  const bids = useManagerBets();
  if (bids.isPending) return <PageSkeleton />;
  if (bids.isError) return <PageError error={bids.error} onRetry={() => void bids.refetch()} />;
  if (bids.data.length === 0)
    return <PageEmpty icon="user" title={t('bets.manager.empty')} text={t('bets.manager.emptyText')} />;
  return (
    <OfficeCard description={t('bets.manager.text')}>
      <div className={styles.list}>
        {bids.data.map((bid) => (
          <OrderCard key={bid.id} order={bid} />
        ))}
      </div>
    </OfficeCard>
  );
}
