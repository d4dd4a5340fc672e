import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { checkPassword } from '@sportsbook/core/registration/password-policy';
import { toUserError } from '../../../shared/http/error-mapping';
import { Button } from '../../../shared/ui/button/button';
import { Checkbox } from '../../../shared/ui/checkbox/checkbox';
import { notify } from '../../../shared/ui/notification/notification.store';
import { PasswordField } from '../../../shared/ui/password-field/password-field';
import { useChangePassword } from '../api/password.api';
import { OfficeCard } from '../ui/office-card';
import styles from '../ui/office-ui.module.css';

const EMPTY = { old: '', password: '', confirmation: '' };
type Field = keyof typeof EMPTY;

/** The message keys of each field before anything is sent; the server checks the same again. */
function check(values: typeof EMPTY): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!values.old) errors.old_password = [VALIDATION_MESSAGE_KEYS.required];
  const problems = checkPassword(values.password);
  if (problems.length) errors.password = problems;
  if (!values.confirmation) errors.password_confirmation = [VALIDATION_MESSAGE_KEYS.required];
  else if (values.confirmation !== values.password)
    errors.password_confirmation = [VALIDATION_MESSAGE_KEYS.compare];
  return errors;
}

/** Change password (ACC-08): the current one, the new one twice, and whether to end the other sessions. */
export function ChangePasswordPage() {
  const { t, i18n } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [endOthers, setEndOthers] = useState(true);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const failure = change.error ? toUserError(change.error, (key) => i18n.exists(key)) : null;
  const shown = { ...failure?.fieldErrors, ...errors };

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors({});
    change.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      {
        oldPassword: values.old,
        password: values.password,
        confirmation: values.confirmation,
        endOtherSessions: endOthers,
      },
      {
        onSuccess: (result) => {
          setValues(EMPTY);
          notify({
            type: 'success',
            title: t('office.password.changed'),
            text:
              result.ended_sessions > 0
                ? t('office.password.sessionsEnded', { count: result.ended_sessions })
                : undefined,
          });
        },
      },
    );
  };

  return (
    <OfficeCard title={t('office.password.title')} description={t('account.password.rules')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordField
          label={t('office.password.current')}
          autoComplete="current-password"
          value={values.old}
          errors={shown.old_password}
          onChange={(value) => update('old', value)}
        />
        <PasswordField
          label={t('account.password.new')}
          value={values.password}
          errors={shown.password}
          onChange={(value) => update('password', value)}
        />
        <PasswordField
          label={t('account.password.confirmation')}
          value={values.confirmation}
          errors={shown.password_confirmation}
          onChange={(value) => update('confirmation', value)}
        />
        <Checkbox checked={endOthers} onChange={setEndOthers}>
          {t('office.password.endOthers')}
        </Checkbox>
        {failure && Object.keys(failure.fieldErrors).length === 0 ? (
          <p className={styles.alert} role="alert">
            {t(failure.messageKey)}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" size="l" loading={change.isPending}>
            {t('office.password.save')}
          </Button>
        </div>
      </form>
    </OfficeCard>
  );
}
