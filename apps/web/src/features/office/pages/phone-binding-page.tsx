import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useAccountData } from '../api/account-data.api';
import {
  useBindPhone,
  useConfirmActivation,
  useConfirmBinding,
  useSendActivationCode,
} from '../api/phone.api';
import { OfficeCard } from '../ui/office-card';
import { PageEmpty, PageError, PageSkeleton } from '../ui/page-state';
import { SentState } from '../ui/sent-state';
import { StepForm } from '../ui/step-form';
import { Button } from '../../../shared/ui/button/button';
import styles from '../ui/office-ui.module.css';

/**
 * Phone binding and activation (ACC-16, ACC-19): an account without a phone binds one with a code sent to
 * it; an account whose phone is not confirmed gets the code to that phone. A confirmed phone is changed on
 * the phone change page.
 */
export function PhoneBindingPage() {
  const { t } = useTranslation();
  const { lang = 'en' } = useParams();
  const account = useAccountData();
  const bind = useBindPhone();
  const confirmBinding = useConfirmBinding();
  const activate = useSendActivationCode();
  const confirmActivation = useConfirmActivation();
  const [phone, setPhone] = useState<string | null>(null);
  if (account.isPending) return <PageSkeleton rows={2} />;
  if (account.isError) return <PageError error={account.error} onRetry={() => void account.refetch()} />;
  const { phone: current, phoneConfirmed } = account.data;
  if (confirmBinding.isSuccess || confirmActivation.isSuccess)
    return <SentState title={t('office.phone.confirmedTitle')} text={t('office.phone.confirmedText')} />;
  if (current && phoneConfirmed)
    return (
      <PageEmpty
        icon="check"
        title={t('office.phone.confirmedTitle')}
        text={`+${current.replace(/^\+/, '')}`}
      >
        <Link to={`/${lang}/office/phone/change`} className={styles.formActions}>
          {t('office.phone.changeTitle')}
        </Link>
      </PageEmpty>
    );

  if (current) {
    return (
      <OfficeCard title={t('office.phone.activateTitle')} description={`+${current.replace(/^\+/, '')}`}>
        {activate.isSuccess ? (
          <StepForm
            label={t('office.phone.code', { phone: `+${current}` })}
            submitLabel={t('office.phone.confirmCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            exactLength={activate.data.code_length}
            pending={confirmActivation.isPending}
            error={confirmActivation.error}
            onEdit={() => confirmActivation.reset()}
            onSubmit={(code) => confirmActivation.mutate({ confirm_code: code })}
          />
        ) : (
          <div className={styles.formActions}>
            <Button variant="primary" loading={activate.isPending} onClick={() => activate.mutate({})}>
              {t('office.phone.sendCode')}
            </Button>
          </div>
        )}
      </OfficeCard>
    );
  }

  return (
    <OfficeCard title={t('office.phone.bindTitle')} description={t('office.phone.bindText')}>
      {phone && bind.isSuccess ? (
        <StepForm
          key="code"
          label={t('office.phone.code', { phone })}
          submitLabel={t('office.phone.confirmCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          exactLength={bind.data.code_length}
          pending={confirmBinding.isPending}
          error={confirmBinding.error}
          onEdit={() => confirmBinding.reset()}
          onSubmit={(code) =>
            confirmBinding.mutate({ phone_number: phone, confirm_code: code, is_send_sms_to_apps: '0' })
          }
        />
      ) : (
        <StepForm
          key="phone"
          label={t('office.phone.number')}
          submitLabel={t('office.phone.sendCode')}
          inputMode="tel"
          autoComplete="tel"
          pending={bind.isPending}
          error={bind.error}
          onEdit={() => bind.reset()}
          onSubmit={(value) => {
            setPhone(value);
            bind.mutate({ phone_number: value });
          }}
        />
      )}
    </OfficeCard>
  );
}
