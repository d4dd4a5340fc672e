import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useBlockAppeal } from '../api/requests.api';
import { ContactMessageForm, type ContactMessage } from '../ui/contact-message-form';
import { SentState } from '../ui/sent-state';
import page from '../../auth/auth-page.module.css';
import styles from './block-appeal.module.css';

/**
 * The blocked-account appeal (ACC-29): a blocked player cannot log in, so the account is named by its login
 * (e-mail, phone or account id) with an address to answer to.
 */
export function BlockAppealPage() {
  const { t } = useTranslation();
  const appeal = useBlockAppeal();
  const [values, setValues] = useState<ContactMessage>({ sender: '', email: '', text: '' });

  return (
    <section className={page.page}>
      <div className={`${page.card} ${styles.card}`}>
        <h1 className={page.title}>{t('office.appeal.title')}</h1>
        {appeal.isSuccess ? (
          <SentState
            title={t('office.appeal.sentTitle')}
            text={t('office.appeal.sentText', { email: values.email })}
          />
        ) : (
          <ContactMessageForm
            values={values}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            onSend={({ sender, email, text }) => appeal.mutate({ login: sender, email, text })}
            sender={{ label: t('office.appeal.login'), autoComplete: 'username', errorField: 'login' }}
            labels={{
              email: t('office.appeal.email'),
              text: t('office.appeal.message'),
              send: t('office.appeal.send'),
            }}
            error={appeal.error}
            pending={appeal.isPending}
            lead={<p className={styles.lead}>{t('office.appeal.text')}</p>}
          />
        )}
      </div>
    </section>
  );
}
