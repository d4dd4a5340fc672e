import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { checkPassword } from '@sportsbook/core/registration/password-policy';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { toUserError } from '../../../shared/http/error-mapping';
import { useLang } from '../../../shared/i18n/use-lang';
import { Button } from '../../../shared/ui/button/button';
import { Icon } from '../../../shared/ui/icon/icon';
import { useModalStore } from '../../../shared/ui/modal/modal.store';
import { PasswordField } from '../../../shared/ui/password-field/password-field';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import { useResetLink, useSetNewPassword } from './password-reset.api';
import styles from '../auth-page.module.css';

/** Step two, from the e-mailed link: the new password, twice (AUTH-08). The link works once. */
export function SetPasswordForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const openModal = useModalStore((state) => state.openModal);
  const link = useResetLink(token);
  const save = useSetNewPassword(token);
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const failure = save.error ? toUserError(save.error, (key) => i18n.exists(key)) : null;
  const shown = { ...failure?.fieldErrors, ...errors };

  if (link.isPending) {
    return (
      <div className={styles.form} aria-busy="true">
        <Skeleton height={24} width="60%" />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </div>
    );
  }
  // The link can also die while the new password is typed (used in another tab, expired): same answer.
  if (link.isError || failure?.fieldErrors.token) {
    return (
      <div className={styles.result} role="alert">
        <Icon name="alert" size={32} />
        <h1 className={styles.title}>{t('auth.reset.invalidTitle')}</h1>
        <p className={styles.lead}>{t('messages.validation_link_invalid')}</p>
        <Link to={`/${lang}/password-reset`} className={styles.link}>
          {t('auth.reset.again')}
        </Link>
      </div>
    );
  }
  if (save.isSuccess) {
    return (
      <div className={styles.result} role="status">
        <Icon name="check" size={32} className={styles.resultIcon} />
        <h1 className={styles.title}>{t('auth.reset.doneTitle')}</h1>
        <p className={styles.lead}>{t('auth.reset.doneText')}</p>
        <Button variant="primary" size="l" block onClick={() => openModal('login')}>
          {t('auth.login.submit')}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string[]> = {};
    const passwordProblems = checkPassword(values.password);
    if (passwordProblems.length) next.password = passwordProblems;
    if (!values.confirmation) next.password_confirmation = [VALIDATION_MESSAGE_KEYS.required];
    else if (values.confirmation !== values.password)
      next.password_confirmation = [VALIDATION_MESSAGE_KEYS.compare];
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate(values);
  };
  const update = (field: 'password' | 'confirmation', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors({});
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.title}>{t('auth.reset.newTitle')}</h1>
      <p className={styles.lead}>{t('account.password.rules')}</p>
      <PasswordField
        label={t('account.password.new')}
        value={values.password}
        errors={shown.password}
        onChange={(value) => update('password', value)}
        autoFocus
      />
      <PasswordField
        label={t('account.password.confirmation')}
        value={values.confirmation}
        errors={shown.password_confirmation}
        onChange={(value) => update('confirmation', value)}
      />
      {failure && Object.keys(failure.fieldErrors).length === 0 ? (
        <p className={styles.error} role="alert">
          {t(failure.messageKey)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="l" block loading={save.isPending}>
        {t('auth.reset.save')}
      </Button>
    </form>
  );
}
