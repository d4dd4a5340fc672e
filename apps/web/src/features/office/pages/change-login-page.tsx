import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import { toUserError } from '../../../shared/http/error-mapping';
import { Button } from '../../../shared/ui/button/button';
import { notify } from '../../../shared/ui/notification/notification.store';
import { TextField } from '../../../shared/ui/text-field/text-field';
import { useAccountData, useSaveAccountFields } from '../api/account-data.api';
import { InfoList } from '../ui/info-list';
import { OfficeCard } from '../ui/office-card';
import { PageError, PageSkeleton } from '../ui/page-state';
import styles from '../ui/office-ui.module.css';

/** A login the player chooses: a letter, then letters, digits, `.`, `_` or `-`; 3 to 30 in all. */
const LOGIN_PATTERN = /^[a-z][a-z0-9._-]{2,29}$/;

/** Change login (ACC-01, ACC-03): a name to log in with besides the e-mail and account id. */
export function ChangeLoginPage() {
  const { t, i18n } = useTranslation();
  const account = useAccountData();
  const save = useSaveAccountFields();
  const [login, setLogin] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  if (account.isPending) return <PageSkeleton rows={2} />;
  if (account.isError) return <PageError error={account.error} onRetry={() => void account.refetch()} />;
  const data = account.data;
  const canChange = data.editable.includes('login');
  const failure = save.error ? toUserError(save.error, (key) => i18n.exists(key)) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = login.trim().toLowerCase();
    const problem = !next
      ? VALIDATION_MESSAGE_KEYS.required
      : LOGIN_PATTERN.test(next)
        ? undefined
        : ACCOUNT_MESSAGE_KEYS.loginInvalid;
    setErrors(problem ? [problem] : []);
    if (problem) return;
    save.mutate(
      { login: next },
      {
        onSuccess: () => {
          setLogin('');
          notify({ type: 'success', title: t('office.login.saved', { login: next }) });
        },
      },
    );
  };

  return (
    <OfficeCard title={t('office.login.title')} description={t('office.login.text')}>
      <InfoList
        rows={[
          { label: t('office.login.current'), value: data.loginName ?? t('office.account.noLogin') },
          { label: t('office.account.id'), value: <span dir="ltr">{data.userId}</span> },
        ]}
      />
      {canChange ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t('office.login.new')}
            value={login}
            autoComplete="username"
            maxLength={30}
            hint={t('office.login.rules')}
            errors={[...errors, ...(failure?.fieldErrors.login ?? [])]}
            onChange={(value) => {
              setLogin(value);
              setErrors([]);
              save.reset();
            }}
          />
          {failure && !failure.fieldErrors.login ? (
            <p className={styles.alert} role="alert">
              {t(failure.messageKey)}
            </p>
          ) : null}
          <div className={styles.formActions}>
            <Button type="submit" variant="primary" size="l" loading={save.isPending}>
              {t('office.login.save')}
            </Button>
          </div>
        </form>
      ) : (
        <p className={styles.stateText}>{t('office.login.locked')}</p>
      )}
    </OfficeCard>
  );
}
