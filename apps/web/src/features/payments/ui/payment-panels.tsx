import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatAmount } from '@sportsbook/core/money/format-money';
import { isOpenStatus } from '@sportsbook/core/payments/payment-status';
import type { PaymentView } from '@sportsbook/core/payments/payment.schema';
import { toUserError } from '../../../shared/http/error-mapping';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { Button, buttonClassName } from '../../../shared/ui/button/button';
import { Icon, type IconName } from '../../../shared/ui/icon/icon';
import { Preloader } from '../../../shared/ui/preloader/preloader';
import styles from '../payments.module.css';

type Tone = 'ok' | 'bad' | 'wait' | 'muted';

const TONE_CLASS: Record<Tone, string> = {
  ok: styles.toneOk!,
  bad: styles.toneBad!,
  wait: styles.toneWait!,
  muted: styles.toneMuted!,
};

/** A whole-card message: an icon in the tone, a title, a text and what to do next. */
export function Panel({
  tone,
  icon,
  title,
  text,
  children,
}: {
  tone: Tone;
  icon: IconName | 'busy';
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.panel} role={tone === 'bad' ? 'alert' : 'status'}>
      <span className={`${styles.panelIcon} ${TONE_CLASS[tone]}`}>
        {icon === 'busy' ? <Preloader /> : <Icon name={icon} size={28} />}
      </span>
      <p className={styles.panelTitle}>{title}</p>
      {text ? <p className={styles.panelText}>{text}</p> : null}
      {children ? <div className={styles.panelActions}>{children}</div> : null}
    </div>
  );
}

/** The page data could not be had: why, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const failure = toUserError(error, (key) => i18n.exists(key));
  return (
    <Panel
      tone="bad"
      icon="alert"
      title={t('payments.state.loadFailed')}
      text={failure.text ?? t(failure.messageKey)}
    >
      <Button onClick={onRetry}>{t('page.actions.retry')}</Button>
    </Panel>
  );
}

/** needVerify (PAY-07): the player is sent to verification before paying. */
export function VerifyPanel() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Panel
      tone="wait"
      icon="shield"
      title={t('payments.state.verifyTitle')}
      text={t('payments.state.verifyText')}
    >
      <Link to={`/${lang}/office/verification`} className={buttonClassName({ variant: 'primary' })}>
        {t('payments.state.verifyAction')}
      </Link>
    </Panel>
  );
}

/** Error code blocked (spec section 8): the account is marked blocked for payments, with the way to appeal. */
export function BlockedPanel({ direction }: { direction: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Panel
      tone="bad"
      icon="lock"
      title={t(`payments.state.blocked.${direction}`)}
      text={t('payments.state.blockedText')}
    >
      <Link to={`/${lang}/block/appeal`} className={buttonClassName({ variant: 'outline' })}>
        {t('payments.state.appeal')}
      </Link>
      <Link to={`/${lang}/office/support`} className={buttonClassName({ variant: 'ghost' })}>
        {t('payments.state.support')}
      </Link>
    </Panel>
  );
}

/** Where a payment stands after the provider's page or the request: done, refused, or still under way. */
export function PaymentOutcome({ payment, onAgain }: { payment: PaymentView; onAgain: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const template = useSiteConfig().other.amountTemplate;
  const amount = formatAmount(payment.amount, payment.currency, template);
  const kind = payment.kind;
  const again = (
    <>
      <Button variant="primary" onClick={onAgain}>
        {t(`payments.result.${kind}.again`)}
      </Button>
      <Link to={`/${lang}/office/payments/history`} className={buttonClassName({ variant: 'ghost' })}>
        {t('payments.result.history')}
      </Link>
    </>
  );
  if (payment.status === 'succeeded') {
    return (
      <Panel tone="ok" icon="check" title={t(`payments.result.${kind}.done`)} text={amount}>
        {again}
      </Panel>
    );
  }
  if (payment.status === 'pending' && kind === 'withdrawal') {
    return (
      <Panel tone="wait" icon="info" title={t('payments.result.withdrawal.pending')} text={amount}>
        <Link to={`/${lang}/office/payments/requests`} className={buttonClassName({ variant: 'primary' })}>
          {t('routes.office.paymentRequests')}
        </Link>
      </Panel>
    );
  }
  if (isOpenStatus(payment.status)) {
    return <Panel tone="wait" icon="busy" title={t(`payments.result.${kind}.waiting`)} text={amount} />;
  }
  return (
    <Panel
      tone="bad"
      icon="error"
      title={t(`payments.result.${kind}.failed`)}
      text={t(`payments.status.${payment.status}`)}
    >
      {again}
    </Panel>
  );
}
