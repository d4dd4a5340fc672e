import { useEffect, useState } from 'react';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { trackEvent } from '../../../shared/analytics/track-event';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { buttonClassName } from '../../../shared/ui/button/button';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import { useBalance } from '../../wallet/api/balance.api';
import { splitAccounts } from '../../wallet/balance-text';
import { usePaymentPageData } from '../api/page-data.api';
import { BlockedPanel, LoadError, Panel, VerifyPanel } from '../ui/payment-panels';
import { DepositForm, type StartedDeposit } from './deposit-form';
import { HostedFrame, ReturnedPayment } from './hosted-payment';
import styles from '../payments.module.css';

/**
 * Recharge (PAY-07): methods and bounds from getrechargedata, then the provider's page in a frame here or in the
 * window, and the outcome once the provider confirms. Coming back from the window carries `?payment=<id>`.
 */
export function RechargePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const returned = Number(params.get('payment')) || null;
  const [started, setStarted] = useState<StartedDeposit | null>(null);
  const page = usePaymentPageData('deposit');
  const balance = useBalance();
  useEffect(() => trackEvent(ANALYTICS_EVENT.GO_TO_PAYMENTS), []);
  const again = () => {
    setStarted(null);
    if (returned) setParams({}, { replace: true });
  };
  if (returned) return <ReturnedPayment id={returned} onAgain={again} />;
  if (page.isError) return <LoadError error={page.error} onRetry={() => void page.refetch()} />;
  if (page.isPending || balance.isPending) return <Skeleton height={320} radius={12} />;
  if (page.data.blocked) return <BlockedPanel direction="deposit" />;
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
      {started ? (
        <HostedFrame id={started.id} url={started.url} onClose={again} />
      ) : (
        <DepositForm data={page.data} accounts={accounts} onStarted={setStarted} />
      )}
    </div>
  );
}
