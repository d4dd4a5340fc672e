import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button/button';
import { useAccountData } from '../api/account-data.api';
import { useAdminRequest } from '../api/requests.api';
import { ContactMessageForm } from '../ui/contact-message-form';
import { OfficeCard } from '../ui/office-card';
import { SentState } from '../ui/sent-state';

/** A request to the administration (ACC-24): the name and address to answer, and the question. */
export function AdminRequestPage() {
  const { t } = useTranslation();
  const account = useAccountData();
  const request = useAdminRequest();
  const [edited, setEdited] = useState<{ userName?: string; email?: string; text: string }>({ text: '' });
  const known = account.data;
  const values = {
    userName:
      edited.userName ?? ([known?.fields.name, known?.fields.surname].filter(Boolean).join(' ') || ''),
    email: edited.email ?? known?.email ?? '',
    text: edited.text,
  };

  if (request.data) {
    return (
      <OfficeCard>
        <SentState
          title={t('office.admin.sentTitle', { id: request.data.id })}
          text={t('office.admin.sentText', { email: values.email })}
        >
          <Button
            onClick={() => {
              request.reset();
              setEdited({ text: '' });
            }}
          >
            {t('office.admin.another')}
          </Button>
        </SentState>
      </OfficeCard>
    );
  }

  return (
    <OfficeCard title={t('office.admin.title')} description={t('office.admin.text')}>
      <ContactMessageForm
        values={{ sender: values.userName, email: values.email, text: values.text }}
        onChange={(field, value) =>
          setEdited((current) => ({ ...current, [field === 'sender' ? 'userName' : field]: value }))
        }
        onSend={({ sender, email, text }) => request.mutate({ userName: sender, email, text })}
        sender={{
          label: t('office.admin.name'),
          autoComplete: 'name',
          maxLength: 100,
          errorField: 'userName',
        }}
        labels={{
          email: t('office.account.email'),
          text: t('office.admin.message'),
          send: t('office.admin.send'),
        }}
        error={request.error}
        pending={request.isPending}
      />
    </OfficeCard>
  );
}
