import { useTranslation } from '../../../shared/i18n/use-translation';
import { toUserError } from '../../../shared/http/error-mapping';
import { ActivationCodeForm } from '../../auth/activation/activation-code-form';
import { Button } from '../../../shared/ui/button/button';
import { useAccountData } from '../api/account-data.api';
import { useSendActivationMail } from '../api/security.api';
import { OfficeCard } from '../ui/office-card';
import { PageEmpty, PageError, PageSkeleton } from '../ui/page-state';
import { SentState } from '../ui/sent-state';
import styles from '../ui/office-ui.module.css';

/**
 * E-mail activation: the address's state, the letter's code (activatefast), and the activation letter again
 * (user/sendActivationMail).
 */
export function EmailActivationPage() {
  const { t, i18n } = useTranslation();
  const account = useAccountData();
  const send = useSendActivationMail();
  if (account.isPending) return <PageSkeleton rows={1} />;
  if (account.isError) return <PageError error={account.error} onRetry={() => void account.refetch()} />;
  const { email, emailConfirmed } = account.data;
  if (!email) return <PageEmpty icon="info" title={t('office.activation.noEmail')} />;
  if (emailConfirmed) {
    return <PageEmpty icon="check" title={t('office.activation.doneTitle')} text={email} />;
  }
  const failure = send.error ? toUserError(send.error, (key) => i18n.exists(key)) : null;
  return (
    <OfficeCard title={t('office.activation.title')} description={t('office.activation.text', { email })}>
      {send.isSuccess ? (
        <SentState
          title={t('office.activation.sentTitle')}
          text={t('office.activation.sentText', { email })}
        />
      ) : (
        <div className={styles.formActions}>
          <Button variant="primary" loading={send.isPending} onClick={() => send.mutate()}>
            {t('office.activation.send')}
          </Button>
        </div>
      )}
      <ActivationCodeForm email={email} onActivated={() => void account.refetch()} />
      {failure ? (
        <p className={styles.alert} role="alert">
          {t(failure.messageKey)}
        </p>
      ) : null}
    </OfficeCard>
  );
}
