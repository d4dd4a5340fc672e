import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAccountData } from '../api/account-data.api';
import { useSendActivationMail } from '../api/security.api';
import { InfoList } from '../ui/info-list';
import { OfficeCard } from '../ui/office-card';
import { PageError, PageSkeleton } from '../ui/page-state';
import { SentState } from '../ui/sent-state';
import { StepForm } from '../ui/step-form';

/**
 * E-mail change (ACC-20): the spec lists no change call, so the new address goes through
 * user/sendActivationMail, which sets it unconfirmed and sends the activation letter there.
 */
export function EmailChangePage() {
  const { t } = useTranslation();
  const account = useAccountData();
  const send = useSendActivationMail();
  if (account.isPending) return <PageSkeleton rows={2} />;
  if (account.isError) return <PageError error={account.error} onRetry={() => void account.refetch()} />;
  const email = send.variables?.email;
  return (
    <OfficeCard title={t('office.emailChange.title')} description={t('office.emailChange.text')}>
      <InfoList rows={[{ label: t('office.emailChange.current'), value: account.data.email ?? '—' }]} />
      {send.isSuccess && email ? (
        <SentState
          title={t('office.activation.sentTitle')}
          text={t('office.activation.sentText', { email })}
        />
      ) : (
        <StepForm
          label={t('office.emailChange.new')}
          submitLabel={t('office.emailChange.send')}
          inputMode="email"
          autoComplete="email"
          pending={send.isPending}
          error={send.error}
          onEdit={() => send.reset()}
          onSubmit={(value) => send.mutate({ email: value })}
        />
      )}
    </OfficeCard>
  );
}
