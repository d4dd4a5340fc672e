import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { splitInternationalPhone } from '@sportsbook/core/validation/phone-split';
import { useAccountData } from '../api/account-data.api';
import { useCheckChangeAnswer, useCheckChangeCode, useStartPhoneChange } from '../api/phone.api';
import { InfoList } from '../ui/info-list';
import { OfficeCard } from '../ui/office-card';
import { PageError, PageSkeleton } from '../ui/page-state';
import { SentState } from '../ui/sent-state';
import { StepForm } from '../ui/step-form';

type Step = 'phone' | 'code' | 'answer' | 'done';

/** v3 update's body: the typed international number split into the country's calling code and the rest. */
function changeBody(typed: string): Record<string, string> {
  const parts = splitInternationalPhone(typed);
  return parts
    ? { phone: parts.nationalNumber, country_code: parts.countryCode }
    : { phone: typed, country_code: '0' };
}

/** Change phone (ACC-18): the new number, the SMS code sent to it, then the security answer. */
export function PhoneChangePage() {
  const { t } = useTranslation();
  const account = useAccountData();
  const start = useStartPhoneChange();
  const code = useCheckChangeCode();
  const answer = useCheckChangeAnswer();
  const [step, setStep] = useState<Step>('phone');
  if (account.isPending) return <PageSkeleton rows={2} />;
  if (account.isError) return <PageError error={account.error} onRetry={() => void account.refetch()} />;
  const current = account.data.phone;
  const next = start.data?.phone;

  return (
    <OfficeCard title={t('office.phone.changeTitle')} description={t('office.phone.changeText')}>
      <InfoList
        rows={[
          {
            label: t('office.phone.current'),
            value: current ? <span dir="ltr">+{current.replace(/^\+/, '')}</span> : '—',
          },
        ]}
      />
      {step === 'phone' ? (
        <StepForm
          key="phone"
          label={t('office.phone.newNumber')}
          submitLabel={t('office.phone.sendCode')}
          inputMode="tel"
          autoComplete="tel"
          pending={start.isPending}
          error={start.error}
          onEdit={() => start.reset()}
          onSubmit={(phone) => start.mutate(changeBody(phone), { onSuccess: () => setStep('code') })}
        />
      ) : null}
      {step === 'code' ? (
        <StepForm
          key="code"
          label={t('office.phone.code', { phone: next ? `+${next}` : '' })}
          submitLabel={t('office.phone.confirmCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          exactLength={start.data?.code_length}
          pending={code.isPending}
          error={code.error}
          onEdit={() => code.reset()}
          onSubmit={(value) => code.mutate({ confirm_code: value }, { onSuccess: () => setStep('answer') })}
        />
      ) : null}
      {step === 'answer' ? (
        <StepForm
          key="answer"
          label={t('office.phone.answer')}
          submitLabel={t('office.phone.change')}
          autoComplete="off"
          pending={answer.isPending}
          error={answer.error}
          onEdit={() => answer.reset()}
          onSubmit={(value) => answer.mutate({ user_answer: value }, { onSuccess: () => setStep('done') })}
        />
      ) : null}
      {step === 'done' ? (
        <SentState
          title={t('office.phone.changedTitle')}
          text={t('office.phone.changedText', { phone: `+${next}` })}
        />
      ) : null}
    </OfficeCard>
  );
}
