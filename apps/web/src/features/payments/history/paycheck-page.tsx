import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@sportsbook/core/format/format-date';
import { formatAmount } from '@sportsbook/core/money/format-money';
import { useDateDisplay } from '../../../shared/format/use-date-display';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { Button } from '../../../shared/ui/button/button';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import { usePaycheck, usePaymentHistory } from '../api/history.api';
import { LoadError } from '../ui/payment-panels';
import { PaymentIcon } from '../ui/payment-icon';
import { StatusBadge } from '../ui/status-badge';
import { PaymentList } from './payment-list';
import styles from '../payments.module.css';

function Receipt({ id }: { id: number }) {
  const { t } = useTranslation();
  const template = useSiteConfig().other.amountTemplate;
  const dates = useDateDisplay();
  const check = usePaycheck(id);
  if (check.isPending) return <Skeleton height={280} radius={12} />;
  if (check.isError) return <LoadError error={check.error} onRetry={() => void check.refetch()} />;
  const { payment } = check.data;
  const when = (iso: string) => {
    const { date, time } = formatDateTime(new Date(iso), 'long', dates);
    return `${date} ${time}`;
  };
  const lines: [string, string][] = [
    [t('payments.paycheck.number'), `№${payment.id}`],
    [t('payments.paycheck.date'), when(payment.createdAt)],
    [t('payments.paycheck.kind'), t(`payments.kind.${payment.kind}`)],
    [t('payments.paycheck.method'), payment.methodName],
    [t('payments.paycheck.account'), `${check.data.accountName} (${payment.currency})`],
    ...(payment.destination
      ? [[t('payments.paycheck.destination'), payment.destination] as [string, string]]
      : []),
    [t('payments.paycheck.reference'), check.data.providerReference ?? '—'],
    ...(/[1-9]/.test(payment.refundedAmount)
      ? [
          [
            t('payments.paycheck.refunded'),
            formatAmount(payment.refundedAmount, payment.currency, template),
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <article className={styles.receipt} aria-label={t('routes.office.paycheck')}>
      <header className={styles.receiptHead}>
        <PaymentIcon name="receipt" size={28} />
        <span className={`${styles.receiptAmount} tabular`} dir="ltr">
          {formatAmount(payment.amount, payment.currency, template)}
        </span>
        <StatusBadge status={payment.status} />
      </header>
      <dl className={styles.lines}>
        {lines.map(([label, value]) => (
          <div key={label} className={styles.line}>
            <dt>{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="outline" className={styles.print} onClick={() => window.print()}>
        {t('payments.paycheck.print')}
      </Button>
    </article>
  );
}

/** Paycheck (PAY-12): the receipt of one payment (`?id=`), or the latest payments to pick one from. */
export function PaycheckPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const recent = usePaymentHistory('main', false);
  if (id) return <Receipt id={id} />;
  return (
    <div className={styles.card}>
      <p className={styles.muted}>{t('payments.paycheck.pick')}</p>
      <PaymentList query={recent} emptyTitle={t('payments.history.empty')} />
    </div>
  );
}
