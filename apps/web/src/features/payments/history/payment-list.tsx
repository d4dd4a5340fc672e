import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PaymentHistoryPage, PaymentView } from '@sportsbook/core/payments/payment.schema';
import { Button } from '../../../shared/ui/button/button';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import { LoadError, Panel } from '../ui/payment-panels';
import { PaymentRow } from './payment-row';
import styles from '../payments.module.css';

interface PaymentListProps {
  query: UseInfiniteQueryResult<InfiniteData<PaymentHistoryPage>>;
  emptyTitle: string;
  actions?: (payment: PaymentView) => ReactNode;
}

/** A paged list of payments with "show more", its loading and empty states. */
export function PaymentList({ query, emptyTitle, actions }: PaymentListProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className={styles.rows} aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={56} radius={8} />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Panel tone="muted" icon="wallet" title={emptyTitle} />;
  return (
    <>
      <ul className={styles.rows} aria-label={t('payments.history.list')}>
        {items.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} actions={actions?.(payment)} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('payments.history.more')}
        </Button>
      ) : null}
    </>
  );
}
