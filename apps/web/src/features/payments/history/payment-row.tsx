import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDateTime } from '@sportsbook/core/format/format-date';
import { formatAmount } from '@sportsbook/core/money/format-money';
import type { PaymentView } from '@sportsbook/core/payments/payment.schema';
import { useDateDisplay } from '../../../shared/format/use-date-display';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { PaymentIcon } from '../ui/payment-icon';
import { StatusBadge } from '../ui/status-badge';
import styles from '../payments.module.css';

/** One payment in a list: direction, method, when, the signed amount and its status; opens its receipt. */
export function PaymentRow({ payment, actions }: { payment: PaymentView; actions?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const template = useSiteConfig().other.amountTemplate;
  const dates = useDateDisplay();
  const { date, time } = formatDateTime(new Date(payment.createdAt), 'long', dates);
  const sign = payment.kind === 'deposit' ? '+' : '−';
  return (
    <li className={styles.row}>
      <span className={`${styles.rowIcon} ${styles[payment.kind]}`}>
        <PaymentIcon name={payment.kind} size={18} />
      </span>
      <Link to={`/${lang}/office/payments/paycheck?id=${payment.id}`} className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {t(`payments.kind.${payment.kind}`)} · {payment.methodName}
          {payment.destination ? <span dir="ltr"> {payment.destination}</span> : null}
        </span>
        <span className={styles.muted}>
          {date} {time} · №{payment.id}
          {payment.isArchived ? ` · ${t('payments.history.archived')}` : ''}
        </span>
      </Link>
      <span className={styles.rowEnd}>
        <span className={`${styles.rowAmount} tabular`} dir="ltr">
          {sign}
          {formatAmount(payment.amount, payment.currency, template)}
        </span>
        <StatusBadge status={payment.status} />
      </span>
      {actions ? <span className={styles.rowActions}>{actions}</span> : null}
    </li>
  );
}
