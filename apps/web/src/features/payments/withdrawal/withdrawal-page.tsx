import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { PaymentView } from '@sportsbook/core/payments/payment.schema';
import { isHttpError } from '../../../shared/http/http-error';
import { useLang } from '../../../shared/i18n/use-lang';
import { buttonClassName } from '../../../shared/ui/button/button';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import { useBalance } from '../../wallet/api/balance.api';
import { splitAccounts } from '../../wallet/balance-text';
import { usePaymentPageData } from '../api/page-data.api';
import { usePaymentStatus } from '../api/payment.api';
import { BlockedPanel, LoadError, Panel, PaymentOutcome, VerifyPanel } from '../ui/payment-panels';
import { WithdrawalForm } from './withdrawal-form';
import styles from '../payments.module.css';

/** The page answered the spec's error code `blocked`: the account is blocked for withdrawals. */
function isBlocked(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  const body = error.data as { errors?: { code?: string }[] } | null;
  return body?.errors?.[0]?.code === 'blocked';
}

function WithdrawalOutcome({ payment, onAgain }: { payment: PaymentView; onAgain: () => void }) {
  const status = usePaymentStatus(payment.id);
  return <PaymentOutcome payment={status.data ?? payment} onAgain={onAgain} />;
}

/** Withdrawal (deduce, PAY-08): the amount is held at request; small ones are paid at once, others approved. */
export function WithdrawalPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [done, setDone] = useState<PaymentView | null>(null);
  const page = usePaymentPageData('withdrawal');
  const balance = useBalance();
  if (done) return <WithdrawalOutcome payment={done} onAgain={() => setDone(null)} />;
  if (page.isError) {
    if (isBlocked(page.error)) return <BlockedPanel direction="withdrawal" />;
    return <LoadError error={page.error} onRetry={() => void page.refetch()} />;
  }
  if (page.isPending || balance.isPending) return <Skeleton height={320} radius={12} />;
  if (page.data.needVerify) return <VerifyPanel />;
  const accounts = splitAccounts(balance.data ?? []).real;
  if (accounts.length === 0) {
    return (
      <Panel tone="muted" icon="wallet" title={t('payments.state.noAccount')}>
        <Link to={`/${lang}/office/settings/wallets`} className={buttonClassName({ variant: 'primary' })}>
          {t('wallet.open.title')}
        </Link>
      </Panel>
    );
  }
  return (
    <div className={styles.card}>
      <WithdrawalForm data={page.data} accounts={accounts} onDone={setDone} />
    </div>
  );
}
